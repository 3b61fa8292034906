import type { ScenarioMember } from '@casino/contracts/control/scenario';
import { LedgerTransactionType, type LedgerTransactionTypeValue } from '@casino/contracts/transactions/enums';
import { count, eq } from 'drizzle-orm';
import type { SimDb } from '../db/database';
import type { MemberRow } from '../db/db-types';
import { ledgerEntries, memberDocuments, type members } from '../db/schema/index';
import {
  findMemberById,
  findMemberByUsername,
  insertMember,
  revokeMemberSessions,
  updateMember,
} from '../modules/auth/auth-repository';
import { newInvitationCode } from '../modules/auth/registration-service';
import { storeFile } from '../modules/files/file-store';
import { postLedgerEntry } from '../modules/ledger/ledger-service';
import { toMinor } from '../modules/ledger/money';
import { hashPassword } from '../security/password';
import { controlNotFound, controlRefused } from './control-http';

/** A member by numeric id or by username (case-insensitive). */
export function findMemberByIdOrUsername(db: SimDb, idOrUsername: string | number): MemberRow | null {
  const text = String(idOrUsername).trim();
  return /^\d+$/.test(text) ? findMemberById(db, Number(text)) : findMemberByUsername(db, text);
}

export function requireMember(db: SimDb, idOrUsername: string | number): MemberRow {
  const member = findMemberByIdOrUsername(db, idOrUsername);
  if (!member) throw controlNotFound(`Member ${idOrUsername}`);
  return member;
}

export type MemberChanges = Omit<ScenarioMember, 'username'>;

/** ProfileDocumentStatus success (spec 02): the proofs count as reviewed and approved. */
const DOCUMENTS_APPROVED = 20;
// The smallest valid PNG (1×1, transparent): a stand-in for a scanned proof.
const PROOF_IMAGE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * The ledger reference of a QA adjustment of a member's wallet. A posting whose reference exists
 * already is dropped, so two adjustments at the same millisecond must differ: the last part is one
 * more than the member's ledger rows, which every adjustment adds to. It is the world's own, read
 * from its database: another world's adjustments never change it, and it travels with the world
 * (export, import, fork), which a counter held in memory would not (decision 074).
 */
function adjustmentReference(db: SimDb, wallet: 'cash' | 'bonus', memberId: number, now: number): string {
  const row = db
    .select({ rows: count() })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.memberId, memberId))
    .get();
  return `qa:${wallet}:${memberId}:${now}:${(row?.rows ?? 0) + 1}`;
}

/** Moves a wallet to `target` (minor units) through the ledger: never a direct balance write. */
function adjustWallet(
  db: SimDb,
  member: MemberRow,
  wallet: 'cash' | 'bonus',
  target: number,
  raiseType: LedgerTransactionTypeValue,
  now: number,
) {
  const current = wallet === 'cash' ? member.cashBalance : member.bonusBalance;
  const delta = target - current;
  if (delta === 0) return;
  postLedgerEntry(db, {
    memberId: member.id,
    // A lowered balance is an operator adjustment, whatever raised it.
    type: delta > 0 ? raiseType : LedgerTransactionType.BENEFITS,
    cashDelta: wallet === 'cash' ? delta : 0,
    bonusDelta: wallet === 'bonus' ? delta : 0,
    reference: adjustmentReference(db, wallet, member.id, now),
    note: `QA control plane: ${wallet} balance set to ${(target / 100).toFixed(2)}`,
    now,
  });
}

/** Stores a stand-in image for each proof and records the documents as approved. */
function submitDocuments(db: SimDb, memberId: number, kinds: readonly string[], now: number) {
  const fileFor = (kind: string) =>
    kinds.includes(kind)
      ? storeFile(db, { memberId, mimeType: 'image/png', bytes: PROOF_IMAGE, fileName: `${kind}.png`, now })
      : null;
  const ids = {
    idcard: fileFor('idcard'),
    idcardHold: fileFor('idcardHold'),
    address: fileFor('address'),
    payment: fileFor('payment'),
  };
  updateMember(db, memberId, {
    idcardProofId: ids.idcard,
    idcardHoldProofId: ids.idcardHold,
    addressProofId: ids.address,
    paymentProofId: ids.payment,
  });
  const row = {
    memberId,
    idcardProofIds: ids.idcard ? String(ids.idcard) : '',
    idcardHoldProofIds: ids.idcardHold ? String(ids.idcardHold) : '',
    addressProofIds: ids.address ? String(ids.address) : '',
    paymentProofIds: ids.payment ? String(ids.payment) : '',
    status: DOCUMENTS_APPROVED,
    submitTime: now,
    reviewDueTime: null,
  };
  // Written to the rewards/withdrawals documents table directly: that module has no
  // "submit on behalf of" function for the control plane.
  db.insert(memberDocuments)
    .values(row)
    .onConflictDoUpdate({ target: memberDocuments.memberId, set: row })
    .run();
}

/**
 * Applies flags, levels and balances to a member (in the caller's transaction). Balances are
 * targets: the difference is posted to the ledger.
 */
export function applyMemberChanges(
  db: SimDb,
  member: MemberRow,
  changes: MemberChanges,
  now: number,
): MemberRow {
  const values: Partial<typeof members.$inferInsert> = {};
  if (changes.password !== undefined) values.passwordHash = hashPassword(changes.password);
  if (changes.email !== undefined) values.email = changes.email;
  if (changes.firstName !== undefined) values.firstName = changes.firstName;
  if (changes.lastName !== undefined) values.lastName = changes.lastName;
  if (changes.countryCode !== undefined) values.countryCode = changes.countryCode.toUpperCase();
  if (changes.currency !== undefined) values.currency = changes.currency.toUpperCase();
  if (changes.blocked !== undefined) values.blocked = changes.blocked;
  if (changes.enabled !== undefined) values.enabled = changes.enabled;
  if (changes.credited !== undefined) values.credited = changes.credited;
  if (changes.activated !== undefined) values.activated = changes.activated;
  if (changes.rollingAmount !== undefined) values.rollingAmount = toMinor(changes.rollingAmount);
  if (changes.vipLevel !== undefined) values.vipLevel = changes.vipLevel;
  if (changes.vipPoints !== undefined) {
    values.vipPoints = changes.vipPoints;
    values.vipLifeTimePoints = Math.max(member.vipLifeTimePoints, changes.vipPoints);
  }
  if (changes.childCount !== undefined) values.childCount = changes.childCount;
  if (Object.keys(values).length > 0) updateMember(db, member.id, values);
  // A disabled member's sessions stay, only to answer the session calls with enabled 0 (spec 01
  // section 4; decision 035). Enabling the member again ends them: a token the app dropped on
  // that answer must not come back to life.
  if (changes.enabled === true && !member.enabled) revokeMemberSessions(db, member.id);
  if (changes.cashBalance !== undefined) {
    adjustWallet(db, member, 'cash', toMinor(changes.cashBalance), changes.cashEntryType ?? 'BENEFITS', now);
  }
  if (changes.bonusBalance !== undefined) {
    adjustWallet(db, member, 'bonus', toMinor(changes.bonusBalance), LedgerTransactionType.GIFT, now);
  }
  if (changes.documents !== undefined) submitDocuments(db, member.id, changes.documents, now);
  return findMemberById(db, member.id) ?? member;
}

/** Creates the scenario's member when missing (a password is then required), then applies the rest. */
export function upsertScenarioMember(db: SimDb, input: ScenarioMember, now: number): MemberRow {
  const { username, ...changes } = input;
  let member = findMemberByUsername(db, username);
  if (!member) {
    if (!input.password) throw controlRefused(`members: ${username} does not exist, so it needs a password`);
    member = insertMember(db, {
      username,
      email: input.email ?? `${username.toLowerCase()}@qa.example`,
      passwordHash: hashPassword(input.password),
      activated: true,
      firstName: input.firstName ?? 'QA',
      lastName: input.lastName ?? username,
      countryCode: input.countryCode ?? 'US',
      currency: input.currency ?? 'USD',
      invitationCode: newInvitationCode(db),
      createTime: now,
    });
    delete changes.password;
  }
  return applyMemberChanges(
    db,
    member,
    { ...changes, cashEntryType: changes.cashEntryType ?? 'DEPOSIT' },
    now,
  );
}

/** What the control plane shows of a member (balances in major units). */
export function describeMember(member: MemberRow) {
  return {
    id: member.id,
    username: member.username,
    email: member.email,
    enabled: member.enabled,
    activated: member.activated,
    credited: member.credited,
    blocked: member.blocked,
    cashBalance: member.cashBalance / 100,
    bonusBalance: member.bonusBalance / 100,
    rollingAmount: member.rollingAmount / 100,
    vipLevel: member.vipLevel,
    vipPoints: member.vipPoints,
    childCount: member.childCount,
  };
}

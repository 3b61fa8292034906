import { createHash } from 'node:crypto';
import { LedgerTransactionType } from '@casino/contracts/transactions/enums';
import { type SeedMember, seedMembers } from '@casino/fixtures/members';
import { seedOpeningDeposit } from '@casino/fixtures/withdrawals';
import type { SimTransaction } from '../../db/database';
import { members } from '../../db/schema/index';
import type { SeedContext } from '../../db/seed-context';
import { hashPassword } from '../../security/password';
import { postLedgerEntry } from '../ledger/ledger-service';
import { toMinor } from '../ledger/money';

/**
 * scrypt costs ~40 ms a hash; seeded hashes never change (fixed salts), so each is computed
 * once per process and every later seed (each test app seeds one) reuses it.
 */
const seededHashes = new Map<string, string>();

function seededPasswordHash(member: SeedMember): string {
  const key = `${member.username}\u0000${member.password}`;
  const known = seededHashes.get(key);
  if (known) return known;
  // A salt derived from the username keeps seeded hashes identical across machines.
  const salt = createHash('sha256').update(`seed:${member.username}`).digest('base64url').slice(0, 22);
  const hash = hashPassword(member.password, salt);
  seededHashes.set(key, hash);
  return hash;
}

/** Seeds the demo members; their starting money goes through the ledger. */
export function seedAccounts(tx: SimTransaction, context: SeedContext) {
  const now = context.now;
  for (const member of seedMembers) {
    const created = tx
      .insert(members)
      .values({
        username: member.username,
        email: member.email,
        passwordHash: seededPasswordHash(member),
        enabled: member.enabled,
        activated: member.activated,
        credited: member.credited,
        firstName: member.firstName,
        lastName: member.lastName,
        gender: member.gender,
        birthday: member.birthday,
        mobilePrefix: member.mobilePrefix,
        mobile: member.mobile,
        countryCode: member.countryCode,
        stateCode: member.stateCode,
        city: member.city,
        postalCode: member.postalCode,
        address: member.address,
        currency: member.currency,
        invitationCode: member.invitationCode,
        vipPoints: member.vipPoints,
        vipLifeTimePoints: member.vipPoints,
        vipLevel: member.vipLevel,
        createTime: now,
      })
      .returning({ id: members.id })
      .get();
    // Starting money goes through the ledger like any other, so balances always equal its sum.
    if (member.cashBalance > 0) {
      postLedgerEntry(tx, {
        memberId: created.id,
        type: LedgerTransactionType.DEPOSIT,
        // Plus what the member's seeded withdrawals take out again (fixtures/withdrawals.ts).
        cashDelta: toMinor(seedOpeningDeposit(member.username, member.cashBalance)),
        bonusDelta: 0,
        reference: `seed:${member.username}`,
        note: 'Opening balance of seeded member',
        now,
      });
    }
  }
}

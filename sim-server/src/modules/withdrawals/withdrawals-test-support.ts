import { LedgerTransactionType } from '@casino/contracts/transactions/enums';
import type { WithdrawApplication } from '@casino/contracts/withdrawals/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { members, news } from '../../db/schema/index';
import { ownWorld } from '../../plugins/world-parts';
import { createTestApp } from '../../testing/test-app';
import { loginToken, memberRow } from '../auth/auth-test-support';
import { storeFile } from '../files/file-store';
import { ledgerTotals, postLedgerEntry } from '../ledger/ledger-service';
import { toMinor } from '../ledger/money';

/** Seeded members: `demo` (1500 USD cash from a deposit, silver), `newbie` (nothing, bronze). */
export const DEMO = { username: 'demo', password: 'Demo1234!' } as const;
export const NEWBIE = { username: 'newbie', password: 'Newbie1234!' } as const;

/** A test app with its clock on a Tuesday: 2026-03-10 12:00 UTC. */
export async function moneyApp(): Promise<FastifyInstance> {
  const app = await createTestApp();
  ownWorld(app).clock.set(Date.UTC(2026, 2, 10, 12));
  return app;
}

export async function signIn(app: FastifyInstance, who: { username: string; password: string }) {
  const token = await loginToken(app, who.username, who.password);
  return { token, member: memberRow(app, who.username) };
}

/** A document the member uploaded (what `/sys/file/upload` stores). */
export function uploadProof(app: FastifyInstance, memberId: number | null): number {
  return storeFile(ownWorld(app).db, {
    memberId,
    mimeType: 'image/png',
    bytes: Buffer.from(`proof of ${memberId} ${Math.random()}`),
    fileName: 'proof.png',
    now: ownWorld(app).clock.now(),
  });
}

/** Posts a ledger row for test setup, as the deposit or game modules would. */
export function post(
  app: FastifyInstance,
  memberId: number,
  type: (typeof LedgerTransactionType)[keyof typeof LedgerTransactionType],
  cashMajor: number,
  bonusMajor = 0,
) {
  return ownWorld(app).db.transaction((tx) =>
    postLedgerEntry(tx, {
      memberId,
      type,
      cashDelta: toMinor(cashMajor),
      bonusDelta: toMinor(bonusMajor),
      now: ownWorld(app).clock.now(),
    }),
  );
}

export const deposit = (app: FastifyInstance, memberId: number, major: number) =>
  post(app, memberId, LedgerTransactionType.DEPOSIT, major);

export function balances(app: FastifyInstance, memberId: number) {
  const row = ownWorld(app).db.select().from(members).where(eq(members.id, memberId)).get();
  if (!row) throw new Error(`no member ${memberId}`);
  return { cash: row.cashBalance, bonus: row.bonusBalance, vipPoints: row.vipPoints };
}

/** The books balance: the ledger's sums equal the wallets. */
export function expectBooksBalance(app: FastifyInstance, memberId: number) {
  const { cash, bonus } = balances(app, memberId);
  expect(ledgerTotals(ownWorld(app).db, memberId)).toEqual({ cash, bonus });
}

export function newsOf(app: FastifyInstance, memberId: number) {
  return ownWorld(app).db.select().from(news).where(eq(news.memberId, memberId)).orderBy(news.id).all();
}

/** A bank-card application with the member's own proofs. */
export function bankApplication(
  app: FastifyInstance,
  memberId: number,
  overrides: Partial<WithdrawApplication> = {},
): WithdrawApplication {
  return {
    amount: 50,
    paymentMethod: 'BANK_CARD',
    routingNumber: '021000021',
    accountNumber: '123456789',
    accountName: 'Alex Morgan',
    idcardProofId: uploadProof(app, memberId),
    paymentProofId: uploadProof(app, memberId),
    type: 0,
    ...overrides,
  };
}

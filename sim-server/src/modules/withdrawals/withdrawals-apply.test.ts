import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { LedgerTransactionType } from '@casino/contracts/transactions/enums';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cashoutPaymentMethods, ledgerEntries, members, withdrawals } from '../../db/schema/index';
import { ownWorld } from '../../plugins/world-parts';
import { envelopeOf, postForm, postJson } from '../../testing/test-app';
import { withdrawalReference } from './withdrawal-ledger';
import {
  balances,
  bankApplication,
  DEMO,
  deposit,
  expectBooksBalance,
  moneyApp,
  NEWBIE,
  newsOf,
  post,
  signIn,
  uploadProof,
} from './withdrawals-test-support';

const apply = async (app: Awaited<ReturnType<typeof moneyApp>>, body: unknown, token?: string) =>
  envelopeOf(await postJson(app, '/sys/withdraw/apply', body, token));

describe('withdraw config and methods', () => {
  it('answers the config on both paths with the largest deposit', async () => {
    const app = await moneyApp();
    const { token, member } = await signIn(app, DEMO);
    deposit(app, member.id, 2000);
    for (const path of ['/sys/withdraw/config', '/sys/member/withdraw/config']) {
      expect(envelopeOf(await postForm(app, path, {}, token))).toEqual({
        error: 0,
        message: expect.any(String),
        data: {
          minimumAmount: 25,
          withdrawAmounts: '100/200/500/1000',
          withdrawAllowManualInput: 1,
          maxDepositAmount: 2000,
          requiredDepositAmount4Withdraw: 20,
        },
      });
    }
    expect(envelopeOf(await postForm(app, '/sys/withdraw/config')).error).toBe(ApiErrorCode.NOT_SIGNED_IN);
  });

  it('lists the six enabled cash-out methods', async () => {
    const app = await moneyApp();
    const body = envelopeOf(await postJson(app, '/base/cashoutPaymentMethod/listAll', { enabled: 1 }));
    expect((body.data as { code: string }[]).map((method) => method.code)).toEqual([
      'BANK_CARD',
      'PAYPAL',
      'MERCADO_PAGO',
      'CASHAPP',
      'CPAY',
      'BTC',
    ]);
  });
});

describe('withdraw apply rules, in order', () => {
  it('refuses without a token', async () => {
    const app = await moneyApp();
    const { member } = await signIn(app, DEMO);
    expect((await apply(app, bankApplication(app, member.id))).error).toBe(ApiErrorCode.NOT_SIGNED_IN);
  });

  it('needs a first deposit, then the minimum, maximum, wagering, balance, method, details and own proofs', async () => {
    const app = await moneyApp();
    const { token, member } = await signIn(app, NEWBIE);
    const application = bankApplication(app, member.id);

    const first = await apply(app, application, token);
    expect(first.error).toBe(ApiErrorCode.FIRST_WITHDRAW_NEEDS_DEPOSIT);
    expect(first.message).toContain('For the first');
    deposit(app, member.id, 19.99);
    expect((await apply(app, application, token)).error).toBe(ApiErrorCode.FIRST_WITHDRAW_NEEDS_DEPOSIT);
    deposit(app, member.id, 100);

    const low = await apply(app, { ...application, amount: 24.99 }, token);
    expect(low).toMatchObject({
      error: ApiErrorCode.AMOUNT_TOO_LOW,
      message: expect.stringContaining('25.00'),
    });
    expect((await apply(app, { ...application, amount: 100000.01 }, token)).error).toBe(
      ApiErrorCode.AMOUNT_TOO_HIGH,
    );

    ownWorld(app).db.update(members).set({ rollingAmount: 500 }).where(eq(members.id, member.id)).run();
    const rolling = await apply(app, application, token);
    expect(rolling).toMatchObject({
      error: ApiErrorCode.WITHDRAW_RULE,
      message: expect.stringContaining('unfinished'),
    });
    ownWorld(app).db.update(members).set({ rollingAmount: 0 }).where(eq(members.id, member.id)).run();

    // 119.99 in the cash wallet; the bonus wallet never counts.
    post(app, member.id, LedgerTransactionType.PROMOTION, 0, 50);
    expect((await apply(app, { ...application, amount: 120 }, token)).error).toBe(
      ApiErrorCode.INSUFFICIENT_BALANCE,
    );

    expect((await apply(app, { ...application, paymentMethod: undefined }, token)).error).toBe(
      ApiErrorCode.VALIDATION_FAILED,
    );
    const missingDetails = [
      { paymentMethod: 'BANK_CARD', routingNumber: '' },
      { paymentMethod: 'PAYPAL', email: '' },
      { paymentMethod: 'MERCADO_PAGO' },
      { paymentMethod: 'CPAY', payoutData: { accountName: 'A', toAccount: '' } },
      { paymentMethod: 'CASHAPP', accountNumber: ' ' },
      { paymentMethod: 'BTC', accountNumber: undefined },
    ];
    for (const details of missingDetails) {
      const body = await apply(app, { ...application, ...details }, token);
      expect(body.error, JSON.stringify(details)).toBe(ApiErrorCode.VALIDATION_FAILED);
    }
    expect((await apply(app, { ...application, idcardProofId: undefined }, token)).error).toBe(
      ApiErrorCode.VALIDATION_FAILED,
    );
    expect((await apply(app, { ...application, paymentProofId: undefined }, token)).error).toBe(
      ApiErrorCode.VALIDATION_FAILED,
    );
    const demo = await signIn(app, DEMO);
    const othersProof = uploadProof(app, demo.member.id);
    expect((await apply(app, { ...application, paymentProofId: othersProof }, token)).error).toBe(
      ApiErrorCode.FORBIDDEN,
    );
    expect((await apply(app, { ...application, idcardProofId: uploadProof(app, null) }, token)).error).toBe(
      ApiErrorCode.FORBIDDEN,
    );
    expect((await apply(app, { ...application, idcardProofId: 999999 }, token)).error).toBe(
      ApiErrorCode.NOT_FOUND,
    );

    // Nothing above held any money.
    expect(balances(app, member.id).cash).toBe(11999);
    expectBooksBalance(app, member.id);
  });

  it('refuses a disabled method', async () => {
    const app = await moneyApp();
    const { token, member } = await signIn(app, DEMO);
    ownWorld(app)
      .db.update(cashoutPaymentMethods)
      .set({ enabled: 0 })
      .where(eq(cashoutPaymentMethods.code, 'BTC'))
      .run();
    const body = await apply(
      app,
      bankApplication(app, member.id, { paymentMethod: 'BTC', accountNumber: 'bc1q' }),
      token,
    );
    expect(body).toMatchObject({
      error: ApiErrorCode.WITHDRAW_RULE,
      message: expect.stringContaining('not available'),
    });
  });
});

describe('a successful application', () => {
  it('holds the funds, stores a pending withdrawal and writes a news item', async () => {
    const app = await moneyApp();
    const { token, member } = await signIn(app, DEMO);
    const application = bankApplication(app, member.id, {
      paymentMethod: 'CPAY',
      payoutData: { accountName: 'Alex', toAccount: 'acc-1' },
      idcardHoldProofId: `${uploadProof(app, member.id)},${uploadProof(app, member.id)}`,
    });
    const body = await apply(app, application, token);
    expect(body).toMatchObject({ error: 0, data: { amount: 50, currency: 'USD', status: 0 } });
    const id = (body.data as { id: number }).id;
    expect(balances(app, member.id).cash).toBe(150000 - 5000);
    // Only the CPAY details are kept, though the bank fields came along.
    const stored = ownWorld(app).db.select().from(withdrawals).where(eq(withdrawals.id, id)).get();
    expect(JSON.parse(stored?.payoutDetails ?? '{}')).toEqual({
      payoutData: { accountName: 'Alex', toAccount: 'acc-1' },
    });
    const hold = ownWorld(app)
      .db.select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, withdrawalReference(id, 'hold')))
      .get();
    expect(hold).toMatchObject({ type: LedgerTransactionType.WITHDRAW, cashDelta: -5000, bonusDelta: 0 });
    expect(newsOf(app, member.id).at(-1)).toMatchObject({
      type: 0,
      status: 0,
      message: 'Your cash-out of 50.00 USD is pending review',
    });
    expectBooksBalance(app, member.id);
  });

  it('takes the whole cash balance but never the bonus wallet', async () => {
    const app = await moneyApp();
    const { token, member } = await signIn(app, DEMO);
    post(app, member.id, LedgerTransactionType.PROMOTION, 0, 300);
    expect((await apply(app, bankApplication(app, member.id, { amount: 1500.01 }), token)).error).toBe(
      ApiErrorCode.INSUFFICIENT_BALANCE,
    );
    expect((await apply(app, bankApplication(app, member.id, { amount: 1500 }), token)).error).toBe(0);
    expect(balances(app, member.id)).toMatchObject({ cash: 0, bonus: 30000 });
    expectBooksBalance(app, member.id);
  });
});

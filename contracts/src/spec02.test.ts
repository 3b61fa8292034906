import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeSchema } from './core/envelope';
import { decodeFormValues, encodeFormValues } from './core/form-values';
import { parseSlashAmounts } from './core/money';
import { depositEndpoints } from './deposits/endpoints';
import {
  CashOrderStatus,
  CryptoCoinA,
  CryptoCoinB,
  cashOrderStatusSchema,
  cryptoCoinBKeySchema,
  DepositPollingStatus,
  FrameOrderStatus,
} from './deposits/enums';
import { depositsSamples } from './deposits/samples';
import { documentEndpoints } from './documents/endpoints';
import { documentsSamples } from './documents/samples';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, UPLOAD_MIME_TYPES } from './files/endpoints';
import { transactionEndpoints } from './transactions/endpoints';
import { transactionsSamples } from './transactions/samples';
import { vipEndpoints } from './vip/endpoints';
import { vipSamples } from './vip/samples';
import { withdrawalEndpoints } from './withdrawals/endpoints';
import { WithdrawStatus, withdrawStatusSchema } from './withdrawals/enums';
import { withdrawalsSamples } from './withdrawals/samples';
import { WithdrawApplicationSchema } from './withdrawals/schemas';
import { WithdrawalVoucherSchema, WithdrawalVoucherTiers } from './withdrawals/vouchers';

// The VIP club's levels beside the store in vip.ts are spec 01.
const { vipLevelListAll: _spec01, ...vipStoreEndpoints } = vipEndpoints;
const rewardEndpoints = { ...transactionEndpoints, ...documentEndpoints, ...vipStoreEndpoints };
const moneyEndpoints = { ...depositEndpoints, ...withdrawalEndpoints, ...rewardEndpoints };
const entries = Object.entries(moneyEndpoints);
const { vipLevelListAll: _spec01Sample, ...vipStoreSamples } = vipSamples;
const spec02Samples = {
  ...depositsSamples,
  ...withdrawalsSamples,
  ...transactionsSamples,
  ...documentsSamples,
  ...vipStoreSamples,
};

/** The calls spec 02 §7 marks (JSON); every other POST is form-encoded. */
const jsonMarkedCalls = new Set([
  'depositPaymentMethodFind',
  'creditcardDeposit',
  'cattlDeposit',
  'cashDepositOrder',
  'cashGetImg',
  'paypDepositOrder',
  'stripeDepositOrder',
  'paypalDepositOrder',
  'cryptoDeposit',
  'cryptDepositOrder',
  'withdrawApply',
  'withdrawListPage',
  'cashoutPaymentMethodListAll',
  'memberTransactionPage',
  'memberDocumentsUpdate',
  'vipStoreListAll',
]);

describe('money endpoints (spec 02 §7)', () => {
  it.each(entries)('%s: the valid sample request and response parse', (key, endpoint) => {
    const sample = spec02Samples[key as keyof typeof spec02Samples];
    expect(endpoint.request.safeParse(sample.validRequest).error).toBeUndefined();
    expect(endpoint.response.safeParse(sample.validResponse).error).toBeUndefined();
    if (endpoint.answer !== 'binary') {
      const envelope = envelopeSchema(endpoint.response);
      expect(envelope.safeParse({ error: 0, message: 'ok', data: sample.validResponse }).success).toBe(true);
    }
  });

  it.each(entries)('%s: the invalid sample request names its field', (key, endpoint) => {
    const sample = spec02Samples[key as keyof typeof spec02Samples];
    const result = endpoint.request.safeParse(sample.invalidRequest);
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.')) ?? [];
    expect(paths).toContain(sample.invalidField);
  });

  it.each(entries)('%s: request and response turn into JSON Schema', (_key, endpoint) => {
    expect(() => z.toJSONSchema(endpoint.request, { io: 'input' })).not.toThrow();
    expect(() => z.toJSONSchema(endpoint.response)).not.toThrow();
  });

  it('has a sample for every endpoint and no sample without one', () => {
    expect(Object.keys(spec02Samples).sort()).toEqual(Object.keys(moneyEndpoints).sort());
  });

  it('keeps the three groups apart and every path (and alias) unique', () => {
    const keyCount =
      Object.keys(depositEndpoints).length +
      Object.keys(withdrawalEndpoints).length +
      Object.keys(rewardEndpoints).length;
    expect(entries).toHaveLength(keyCount);
    const paths = entries.flatMap(([, endpoint]) => [endpoint.path, ...(endpoint.aliases ?? [])]);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/(sys|base)\//);
  });

  it('follows the spec on method, encoding, access and indicator', () => {
    for (const [key, endpoint] of entries) {
      const expectedEncoding =
        endpoint.method === 'GET' ? 'query' : jsonMarkedCalls.has(key) ? 'json' : 'form';
      expect(endpoint.encoding, key).toBe(expectedEncoding);
      const isPublic = key === 'depositPaymentMethodFind' || key === 'cashoutPaymentMethodListAll';
      expect(endpoint.auth, key).toBe(isPublic ? 'public' : 'member');
      // Only the crypto poll runs without the loading overlay.
      expect(endpoint.indicator, key).toBe(key !== 'depositPollingStatus');
    }
    expect(moneyEndpoints.cryptoQrcode).toMatchObject({ method: 'GET', encoding: 'query', answer: 'binary' });
    expect(moneyEndpoints.withdrawConfig.aliases).toEqual(['/sys/member/withdraw/config']);
  });

  it('form and query samples survive the trip as text (encode, then the server decodes)', () => {
    for (const [key, endpoint] of entries) {
      if (endpoint.encoding !== 'form' && endpoint.encoding !== 'query') continue;
      const sample = spec02Samples[key as keyof typeof spec02Samples];
      const wire = Object.fromEntries(encodeFormValues(sample.validRequest as Record<string, unknown>));
      const decoded = decodeFormValues(endpoint.request, wire);
      expect(endpoint.request.safeParse(decoded).error, key).toBeUndefined();
    }
  });

  it('refuses unknown fields on every request', () => {
    for (const [key, endpoint] of entries) {
      const sample = spec02Samples[key as keyof typeof spec02Samples];
      const withExtra = { ...(sample.validRequest as object), notAField: 1 };
      expect(endpoint.request.safeParse(withExtra).success, key).toBe(false);
    }
  });
});

describe('odd status encodings', () => {
  it("cash findOrder: 'false' is success and 'true' is failure", () => {
    expect(CashOrderStatus).toEqual({ WAIT: 'wait', SUCCESS: 'false', FAILURE: 'true' });
    expect(cashOrderStatusSchema.safeParse('pending').success).toBe(false);
    const answer = depositEndpoints.cashFindOrder.response.parse({ status: 'false' });
    expect(answer.status).toBe(CashOrderStatus.SUCCESS);
  });

  it("frame providers (payp, stripe, paypal): 'true' is success, other values keep polling", () => {
    expect(FrameOrderStatus.SUCCESS).toBe('true');
    expect(FrameOrderStatus.FAILURE).toBe('false');
    for (const endpoint of [
      depositEndpoints.paypFindOrder,
      depositEndpoints.stripeFindOrder,
      depositEndpoints.paypalFindOrder,
    ]) {
      expect(endpoint.response.parse({ status: 'processing' }).status).toBe('processing');
    }
  });

  it('crypto pollingStatus: data 10 is success', () => {
    expect(DepositPollingStatus.SUCCESS).toBe(10);
    expect(depositEndpoints.depositPollingStatus.response.parse(10)).toBe(DepositPollingStatus.SUCCESS);
  });

  it('withdraw statuses have the spec values', () => {
    expect(Object.values(WithdrawStatus)).toEqual([0, 1, 10, 20, 29, 30, 40, 50]);
    expect(withdrawStatusSchema.safeParse(2).success).toBe(false);
  });

  it('crypto coins map to their codes; BCH is not offered', () => {
    expect(Object.values(CryptoCoinA)).toEqual(['BTC', 'ETH', 'USDT', 'LTC']);
    expect(CryptoCoinB).toMatchObject({ bep20: 'BNB', erc20: 'USDT', doge: 'DOGECOIN' });
    expect(cryptoCoinBKeySchema.safeParse('bch').success).toBe(false);
  });
});

describe('static money data', () => {
  it('holds the upload limits of §9', () => {
    expect(UPLOAD_MAX_FILES).toBe(6);
    expect(UPLOAD_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect([...UPLOAD_MIME_TYPES].sort()).toEqual(['image/bmp', 'image/jpeg', 'image/png']);
  });

  it('lists the seven voucher tiers of §9, each a valid voucher', () => {
    expect(WithdrawalVoucherTiers.map((voucher) => voucher.amount)).toEqual([
      100, 120, 150, 200, 280, 380, 600,
    ]);
    expect(WithdrawalVoucherTiers[6]?.withdrawAmount).toBe('30001-50000');
    for (const voucher of WithdrawalVoucherTiers)
      expect(WithdrawalVoucherSchema.parse(voucher)).toEqual(voucher);
  });

  it("splits '/'-separated preset amounts", () => {
    expect(parseSlashAmounts('25/50/100')).toEqual([25, 50, 100]);
    expect(parseSlashAmounts('')).toEqual([]);
  });
});

describe('withdraw application', () => {
  const base = { amount: 100, idcardProofId: '1', paymentProofId: '2', type: 0 } as const;

  it('asks each method for its own details', () => {
    const paths = (input: object) =>
      WithdrawApplicationSchema.safeParse(input).error?.issues.map((issue) => issue.path.join('.')) ?? [];
    expect(paths({ ...base, paymentMethod: 'BANK_CARD' })).toEqual([
      'routingNumber',
      'accountNumber',
      'accountName',
    ]);
    expect(paths({ ...base, paymentMethod: 'PAYPAL', email: '' })).toEqual(['email']);
    expect(paths({ ...base, paymentMethod: 'MERCADO_PAGO', email: 'a@example.com' })).toEqual([]);
    expect(paths({ ...base, paymentMethod: 'BTC', accountNumber: 'bc1qexample' })).toEqual([]);
  });

  it('requires the ID and payment proofs and type 0', () => {
    const result = WithdrawApplicationSchema.safeParse({ amount: 100, paymentMethod: 'PAYPAL', type: 1 });
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['idcardProofId', 'paymentProofId', 'type']));
  });
});

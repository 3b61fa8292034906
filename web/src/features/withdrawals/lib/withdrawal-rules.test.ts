import { CashoutMethodCode } from '@casino/contracts/withdrawals/enums';
import { cashOutDetailFieldsOf } from '@casino/contracts/withdrawals/schemas';
import { describe, expect, it } from 'vitest';
import { messages as english } from '../i18n/en';
import {
  buildWithdrawApplication,
  type CashOutForm,
  emptyCashOutForm,
  validateCashOutProofs,
  validateCashOutStep1,
  withMethod,
} from './cash-out-validation';
import { withdrawalStatusKey } from './withdrawal-status';

const config = { minimumAmount: 25 };
const member = { withdrawableBalance: 1500, currencySymbol: '$' };
const form = (patch: Partial<CashOutForm>): CashOutForm => ({ ...emptyCashOutForm, ...patch });

describe('cash-out step 1 rules, in the order of spec 02 §5', () => {
  it('asks for an amount first', () => {
    expect(validateCashOutStep1(form({}), config, member)?.key).toBe('cashOut.amountTip');
    expect(validateCashOutStep1(form({ manualAmount: '  ' }), config, member)?.key).toBe('cashOut.amountTip');
  });

  it('rounds to two decimals before the minimum, and names minimum and symbol', () => {
    expect(validateCashOutStep1(form({ manualAmount: '24.994' }), config, member)).toEqual({
      field: 'amount',
      key: 'cashOut.minAmountTip',
      params: { symbol: '$', minimum: '25' },
    });
    // 24.996 rounds to 25.00: the minimum is met, the method is next.
    expect(validateCashOutStep1(form({ manualAmount: '24.996' }), config, member)?.key).toBe(
      'cashOut.methodTip',
    );
  });

  it('caps the manual amount at 100000, then the withdrawable balance', () => {
    const rich = { ...member, withdrawableBalance: 500000 };
    expect(validateCashOutStep1(form({ manualAmount: '100001' }), config, rich)?.key).toBe(
      'cashOut.maxAmountTip',
    );
    expect(validateCashOutStep1(form({ quickAmount: 2000 }), config, member)?.key).toBe(
      'cashOut.insufficientTip',
    );
  });

  it('then the method, then its details', () => {
    const amount = { quickAmount: 100 };
    expect(validateCashOutStep1(form(amount), config, member)?.field).toBe('method');
    const bank = form({ ...amount, method: 'BANK_CARD' });
    expect(validateCashOutStep1(bank, config, member)?.field).toBe('routingNumber');
    const details = { ...bank.details, routingNumber: '021000021' };
    expect(validateCashOutStep1({ ...bank, details }, config, member)?.field).toBe('accountNumber');
    const paypal = form({ ...amount, method: 'PAYPAL', details: { ...bank.details, email: 'nope' } });
    expect(validateCashOutStep1(paypal, config, member)?.key).toBe('cashOut.emailInvalid');
    const cpay = form({ ...amount, method: 'CPAY', details: { 'payoutData.accountName': 'A' } });
    expect(validateCashOutStep1(cpay, config, member)?.field).toBe('payoutData.toAccount');
    expect(validateCashOutStep1(form({ ...amount, method: 'BTC' }), config, member)).toEqual({
      field: 'accountNumber',
      key: 'cashOut.detailTips.BTC.accountNumber',
    });
  });

  it('has a label and a tip for every detail the contract asks of every method', () => {
    const textAt = (tree: unknown, path: string[]) =>
      path.reduce<unknown>((node, name) => (node as Record<string, unknown> | undefined)?.[name], tree);
    for (const method of Object.values(CashoutMethodCode)) {
      for (const field of cashOutDetailFieldsOf(method)) {
        expect(textAt(english.cashOut.details, [method, ...field.path]), field.key).toEqual(
          expect.any(String),
        );
        expect(textAt(english.cashOut.detailTips, [method, ...field.path]), field.key).toEqual(
          expect.any(String),
        );
      }
    }
  });

  it('choosing another method drops the details typed for the previous one', () => {
    const bank = form({ method: 'BANK_CARD', details: { accountNumber: '123' } });
    expect(withMethod(bank, 'CASHAPP').details).toEqual({});
    expect(withMethod(bank, 'BANK_CARD')).toBe(bank);
  });

  it('step 2 wants the ID proof, then the payment proof', () => {
    expect(validateCashOutProofs({ idProof: '', paymentProof: '' })?.key).toBe('cashOut.uploadIdProofTip');
    expect(validateCashOutProofs({ idProof: '1', paymentProof: '' })?.key).toBe(
      'cashOut.uploadPaymentProofTip',
    );
    expect(validateCashOutProofs({ idProof: '1', paymentProof: '2,3' })).toBeNull();
  });

  it('sends only the chosen method details, rounded, with type 0', () => {
    const cashapp = form({
      method: 'CASHAPP',
      details: { accountNumber: ' $me ' },
    });
    expect(
      buildWithdrawApplication({ ...cashapp, method: 'CASHAPP' }, 30.004, {
        idProof: '1',
        paymentProof: '2,3',
        holdProof: null,
        addressProof: null,
      }),
    ).toEqual({
      amount: 30,
      paymentMethod: 'CASHAPP',
      accountNumber: '$me',
      idcardProofId: '1',
      paymentProofId: '2,3',
      idcardHoldProofId: null,
      addressProofId: null,
      type: 0,
    });
  });
});

describe('other withdrawal rules', () => {
  it('maps every withdrawal status to words', () => {
    expect(Object.keys(withdrawalStatusKey)).toHaveLength(8);
  });
});

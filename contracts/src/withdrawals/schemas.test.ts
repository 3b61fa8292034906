import { describe, expect, it } from 'vitest';
import { CashoutMethodCode } from './enums';
import {
  CashOutDetailsSchema,
  cashOutDetailFieldsOf,
  cashOutDetailsOf,
  WithdrawApplicationSchema,
} from './schemas';

const application = {
  amount: 50,
  paymentMethod: CashoutMethodCode.BANK_CARD,
  routingNumber: '021000021',
  accountNumber: '123456789',
  accountName: 'Alex Morgan',
  idcardProofId: '1',
  paymentProofId: '2',
  type: 0 as const,
};

describe('cash-out details, one union for every method', () => {
  it('lists each method’s inputs, with their paths and formats', () => {
    const keys = Object.values(CashoutMethodCode).map((method) => [
      method,
      cashOutDetailFieldsOf(method).map((field) => `${field.key}:${field.format}`),
    ]);
    expect(Object.fromEntries(keys)).toEqual({
      BANK_CARD: ['routingNumber:text', 'accountNumber:text', 'accountName:text'],
      PAYPAL: ['email:email'],
      MERCADO_PAGO: ['email:email'],
      CPAY: ['payoutData.accountName:text', 'payoutData.toAccount:text'],
      CASHAPP: ['accountNumber:text'],
      BTC: ['accountNumber:text'],
    });
    expect(cashOutDetailFieldsOf('CPAY')[1]).toMatchObject({
      path: ['payoutData', 'toAccount'],
      maxLength: 200,
    });
  });

  it('refuses a blank detail as required and a malformed e-mail as such, at the field’s path', () => {
    const issuesOf = (details: object) =>
      CashOutDetailsSchema.safeParse(details).error?.issues.map((issue) => [
        issue.path.join('.'),
        issue.message,
      ]);
    expect(issuesOf({ paymentMethod: 'PAYPAL', email: ' ' })).toEqual([
      ['email', 'Required for this payment method'],
    ]);
    expect(issuesOf({ paymentMethod: 'MERCADO_PAGO', email: 'not-an-address' })?.[0]?.[0]).toBe('email');
    expect(issuesOf({ paymentMethod: 'CPAY', payoutData: { accountName: 'A', toAccount: '' } })).toEqual([
      ['payoutData.toAccount', 'Required for this payment method'],
    ]);
    expect(issuesOf({ paymentMethod: 'CPAY' })?.[0]?.[0]).toBe('payoutData');
    expect(issuesOf({ paymentMethod: 'BTC', accountNumber: 'bc1q' })).toBeUndefined();
  });

  it('checks the flat application by the union and keeps only the chosen method’s details', () => {
    const missing = WithdrawApplicationSchema.safeParse({ ...application, accountName: '' });
    expect(missing.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['accountName']);
    const btc = WithdrawApplicationSchema.parse({
      ...application,
      paymentMethod: 'BTC',
      routingNumber: '',
      accountNumber: 'bc1qaddress',
    });
    expect(cashOutDetailsOf(btc)).toEqual({ paymentMethod: 'BTC', accountNumber: 'bc1qaddress' });
  });
});

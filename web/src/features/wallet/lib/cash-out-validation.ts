import {
  CashoutMethodCode,
  type CashoutMethodCodeValue,
  MoneyRules,
} from '@casino/contracts/entities/money-enums';
import type { WithdrawApplication, WithdrawConfig } from '@casino/contracts/entities/withdrawals';
import { roundToCents } from './money-format';

/** The method detail inputs of the cash-out form. */
export type DetailField =
  | 'routingNumber'
  | 'accountNumber'
  | 'accountName'
  | 'email'
  | 'payoutAccountName'
  | 'payoutToAccount'
  | 'cashappAccount'
  | 'btcAddress';

/** Which details each method asks for (spec 02 §5 rule 6; CASHAPP and BTC are ours). */
export const detailFieldsByMethod: Record<CashoutMethodCodeValue, readonly DetailField[]> = {
  [CashoutMethodCode.BANK_CARD]: ['routingNumber', 'accountNumber', 'accountName'],
  [CashoutMethodCode.PAYPAL]: ['email'],
  [CashoutMethodCode.MERCADO_PAGO]: ['email'],
  [CashoutMethodCode.CPAY]: ['payoutAccountName', 'payoutToAccount'],
  [CashoutMethodCode.CASHAPP]: ['cashappAccount'],
  [CashoutMethodCode.BTC]: ['btcAddress'],
};

export interface CashOutForm {
  /** A quick amount picked from the config's list; picking one clears the manual amount. */
  quickAmount: number | null;
  /** Typed by the member; typing clears the quick amount. */
  manualAmount: string;
  method: CashoutMethodCodeValue | null;
  details: Record<DetailField, string>;
}

export const emptyCashOutForm: CashOutForm = {
  quickAmount: null,
  manualAmount: '',
  method: null,
  details: {
    routingNumber: '',
    accountNumber: '',
    accountName: '',
    email: '',
    payoutAccountName: '',
    payoutToAccount: '',
    cashappAccount: '',
    btcAddress: '',
  },
};

export type CashOutErrorField = 'amount' | 'method' | DetailField | 'idProof' | 'paymentProof';

/** A refusal: which control it belongs to and its text (a wallet key with its values). */
export interface CashOutError {
  field: CashOutErrorField;
  key: string;
  params?: Record<string, string>;
}

/** The amount as chosen: the quick amount, else the manual one; null when none is given. */
export function chosenAmount(form: CashOutForm): number | null {
  if (form.quickAmount !== null) return form.quickAmount;
  const text = form.manualAmount.trim();
  if (text === '') return null;
  const amount = Number(text);
  return Number.isFinite(amount) ? amount : null;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Step 1 of spec 02 §5 "Cash-out", rules 2 to 6 in order (rule 1, the 2 s click guard, is the
 * caller's): amount required, rounded amount ≥ minimum, within the manual maximum, ≤ withdrawable,
 * method required, method details. Answers the first refusal, or null.
 */
export function validateCashOutStep1(
  form: CashOutForm,
  config: Pick<WithdrawConfig, 'minimumAmount'>,
  member: { withdrawableBalance: number; currencySymbol: string },
): CashOutError | null {
  const amount = chosenAmount(form);
  if (amount === null || amount <= 0) return { field: 'amount', key: 'cashOut.amountTip' };
  const rounded = roundToCents(amount);
  if (rounded < config.minimumAmount)
    return {
      field: 'amount',
      key: 'cashOut.minAmountTip',
      params: { symbol: member.currencySymbol, minimum: String(config.minimumAmount) },
    };
  if (rounded > MoneyRules.withdraw.MANUAL_AMOUNT_MAX)
    return {
      field: 'amount',
      key: 'cashOut.maxAmountTip',
      params: { symbol: member.currencySymbol, maximum: String(MoneyRules.withdraw.MANUAL_AMOUNT_MAX) },
    };
  if (rounded > member.withdrawableBalance) return { field: 'amount', key: 'cashOut.insufficientTip' };
  if (!form.method) return { field: 'method', key: 'cashOut.methodTip' };
  for (const field of detailFieldsByMethod[form.method]) {
    const value = form.details[field].trim();
    if (value === '') return { field, key: `cashOut.details.${field}Tip` };
    if (field === 'email' && !EMAIL_PATTERN.test(value))
      return { field, key: 'cashOut.details.emailInvalid' };
  }
  return null;
}

/** Step 2, rule 7: the ID proof and the payment proof are required. */
export function validateCashOutProofs(proofs: {
  idProof: string;
  paymentProof: string;
}): CashOutError | null {
  if (!proofs.idProof) return { field: 'idProof', key: 'cashOut.uploadIdProofTip' };
  if (!proofs.paymentProof) return { field: 'paymentProof', key: 'cashOut.uploadPaymentProofTip' };
  return null;
}

/** The application to send (type 0); only the chosen method's details go with it. */
export function buildWithdrawApplication(
  form: CashOutForm & { method: CashoutMethodCodeValue },
  amount: number,
  proofs: { idProof: string; paymentProof: string; holdProof: string | null; addressProof: string | null },
): WithdrawApplication {
  const d = form.details;
  const base = {
    amount: roundToCents(amount),
    paymentMethod: form.method,
    idcardProofId: proofs.idProof,
    paymentProofId: proofs.paymentProof,
    idcardHoldProofId: proofs.holdProof,
    addressProofId: proofs.addressProof,
    type: 0 as const,
  };
  switch (form.method) {
    case CashoutMethodCode.BANK_CARD:
      return {
        ...base,
        routingNumber: d.routingNumber.trim(),
        accountNumber: d.accountNumber.trim(),
        accountName: d.accountName.trim(),
      };
    case CashoutMethodCode.PAYPAL:
    case CashoutMethodCode.MERCADO_PAGO:
      return { ...base, email: d.email.trim() };
    case CashoutMethodCode.CPAY:
      return {
        ...base,
        payoutData: { accountName: d.payoutAccountName.trim(), toAccount: d.payoutToAccount.trim() },
      };
    case CashoutMethodCode.CASHAPP:
      return { ...base, accountNumber: d.cashappAccount.trim() };
    case CashoutMethodCode.BTC:
      return { ...base, accountNumber: d.btcAddress.trim() };
  }
}

import { type CashoutMethodCodeValue, cashoutMethodCodeSchema } from '@casino/contracts/withdrawals/enums';
import { WithdrawRules } from '@casino/contracts/withdrawals/rules';
import {
  CashOutDetailsSchema,
  cashOutDetailFieldsOf,
  type WithdrawApplication,
  type WithdrawConfig,
} from '@casino/contracts/withdrawals/schemas';
import { z } from 'zod';
import { roundToCents } from '../../../shared/lib/format';

/**
 * The first step's form, as a schema: a session that ends while it is open keeps it for the
 * member's next sign-in in the tab's session storage, read back through this (decision 067).
 * It holds no card data: payout accounts and addresses only.
 */
export const CashOutFormSchema = z.object({
  /** A quick amount picked from the config's list; picking one clears the manual amount. */
  quickAmount: z.number().nullable(),
  /** Typed by the member; typing clears the quick amount. */
  manualAmount: z.string(),
  method: cashoutMethodCodeSchema.nullable(),
  /**
   * What the member typed into the chosen method's inputs, by each input's key (its path in the
   * contract's `CashOutDetailsSchema`, e.g. 'payoutData.toAccount'). Choosing another method
   * starts it empty.
   */
  details: z.record(z.string(), z.string()).readonly(),
});
export type CashOutForm = z.infer<typeof CashOutFormSchema>;

export const emptyCashOutForm: CashOutForm = {
  quickAmount: null,
  manualAmount: '',
  method: null,
  details: {},
};

/** The form after choosing a method: the previous method's details go. */
export function withMethod(form: CashOutForm, method: CashoutMethodCodeValue | null): CashOutForm {
  return method === form.method ? form : { ...form, method, details: {} };
}

/** The chosen method's details as the contract's union reads them (typed values, trimmed). */
function detailsOf(method: CashoutMethodCodeValue, typed: CashOutForm['details']) {
  const details: Record<string, unknown> = { paymentMethod: method };
  for (const field of cashOutDetailFieldsOf(method)) {
    let parent = details;
    for (const name of field.path.slice(0, -1)) {
      parent[name] ??= {};
      parent = parent[name] as Record<string, unknown>;
    }
    parent[field.path.at(-1) ?? field.key] = (typed[field.key] ?? '').trim();
  }
  return details;
}

/**
 * The first of the method's inputs (in the contract's order) that the contract refuses, with
 * its translated tip: blank asks for the value, a malformed e-mail says so. Null when all pass.
 */
function detailsRefusal(method: CashoutMethodCodeValue, typed: CashOutForm['details']): CashOutError | null {
  const parsed = CashOutDetailsSchema.safeParse(detailsOf(method, typed));
  if (parsed.success) return null;
  const refused = new Set(parsed.error.issues.map((issue) => issue.path.join('.')));
  const field = cashOutDetailFieldsOf(method).find((candidate) => refused.has(candidate.key));
  if (!field) return { field: 'method', key: 'cashOut.methodTip' };
  const blank = (typed[field.key] ?? '').trim() === '';
  if (!blank && field.format === 'email') return { field: field.key, key: 'cashOut.emailInvalid' };
  return { field: field.key, key: `cashOut.detailTips.${method}.${field.key}` };
}

/** A control of the form; a method detail is named by its key (`(string & {})` keeps the hints). */
export type CashOutErrorField = 'amount' | 'method' | 'idProof' | 'paymentProof' | (string & {});

/** A refusal: which control it belongs to and its text (a withdrawals key with its values). */
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
  if (rounded > WithdrawRules.MANUAL_AMOUNT_MAX)
    return {
      field: 'amount',
      key: 'cashOut.maxAmountTip',
      params: { symbol: member.currencySymbol, maximum: String(WithdrawRules.MANUAL_AMOUNT_MAX) },
    };
  if (rounded > member.withdrawableBalance) return { field: 'amount', key: 'cashOut.insufficientTip' };
  if (!form.method) return { field: 'method', key: 'cashOut.methodTip' };
  return detailsRefusal(form.method, form.details);
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

/** The application to send (type 0), flat as the spec has it; only the chosen method's details go. */
export function buildWithdrawApplication(
  form: CashOutForm & { method: CashoutMethodCodeValue },
  amount: number,
  proofs: { idProof: string; paymentProof: string; holdProof: string | null; addressProof: string | null },
): WithdrawApplication {
  return {
    ...CashOutDetailsSchema.parse(detailsOf(form.method, form.details)),
    amount: roundToCents(amount),
    idcardProofId: proofs.idProof,
    paymentProofId: proofs.paymentProof,
    idcardHoldProofId: proofs.holdProof,
    addressProofId: proofs.addressProof,
    type: 0,
  };
}

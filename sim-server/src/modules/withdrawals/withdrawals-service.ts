import type { RuleOutcome } from '@casino/contracts/control/scenario';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { NewsType } from '@casino/contracts/news/enums';
import { WithdrawStatus, type WithdrawStatusValue } from '@casino/contracts/withdrawals/enums';
import { canCancelWithdrawal } from '@casino/contracts/withdrawals/lifecycle';
import { needsDepositBeforeWithdrawal } from '@casino/contracts/withdrawals/rules';
import {
  type CashOutDetails,
  cashOutDetailsOf,
  type WithdrawApplication,
  type WithdrawalRecord,
  type WithdrawConfig,
} from '@casino/contracts/withdrawals/schemas';
import { withdrawConfigFixture } from '@casino/fixtures/withdrawals';
import { eq } from 'drizzle-orm';
import type { SimDatabase, SimDb } from '../../db/database';
import type { MemberRow } from '../../db/db-types';
import { members } from '../../db/schema/index';
import { businessError, forbidden, notFound } from '../../errors';
import type { OutcomeRule } from '../../plugins/outcome-rules';
import { moneyText, toMajor, toMinor } from '../ledger/money';
import { assertCashOutAllowed } from '../ledger/money-policy';
import { addNews } from '../news/news-service';
import { assertOwnFiles, joinProofIds, proofIdsOf } from './proof-files';
import { createHeldWithdrawal } from './withdrawal-ledger';
import {
  advanceWithdrawal,
  nextAutomaticStatus,
  type WithdrawalFate,
  withdrawalNewsMessage,
} from './withdrawal-lifecycle';
import {
  dueWithdrawals,
  findCashoutMethod,
  findWithdrawal,
  isAutoProgressEnabled,
  maxDepositMinor,
  type WithdrawalRow,
} from './withdrawals-repository';

/** Simulator time between two automatic steps of a withdrawal (pending → passed → ...). */
export const WITHDRAWAL_STEP_MS = 3 * 60 * 1000;

export function withdrawConfigFor(db: SimDb, memberId: number): WithdrawConfig {
  return {
    minimumAmount: withdrawConfigFixture.minimumAmount,
    withdrawAmounts: withdrawConfigFixture.withdrawAmounts,
    withdrawAllowManualInput: withdrawConfigFixture.withdrawAllowManualInput,
    maxDepositAmount: toMajor(maxDepositMinor(db, memberId)),
    requiredDepositAmount4Withdraw: withdrawConfigFixture.requiredDepositAmount4Withdraw,
  };
}

export function toWithdrawalRecord(row: WithdrawalRow): WithdrawalRecord {
  return {
    id: row.id,
    createTime: new Date(row.createTime).toISOString(),
    currency: row.currency,
    amount: toMajor(row.amount),
    status: row.status as WithdrawalRecord['status'],
  };
}

/** How a QA outcome rule decides a withdrawal's end; without one, it completes. */
export function fateOfOutcome(outcome: RuleOutcome | undefined): WithdrawalFate {
  switch (outcome) {
    case 'failed':
    case 'provider_error':
      return 'failed';
    case 'rejected':
    case 'cancelled':
    case 'expired':
      return 'rejected';
    case 'never':
      return 'never';
    default:
      return 'completed';
  }
}

/** The method's payout details as stored: only the fields the contract's union gives that method. */
function payoutDetailsOf(application: WithdrawApplication): Omit<CashOutDetails, 'paymentMethod'> {
  const { paymentMethod: _method, ...details } = cashOutDetailsOf(application);
  return details;
}

/**
 * Applies for a withdrawal (spec 02 §5), every rule checked here whatever the client did, in
 * this order: first-withdrawal deposit, minimum, manual maximum, unfinished wagering, balance,
 * method enabled, proofs (the method details are the contract's). Then, in one transaction,
 * holds the funds (WITHDRAW, `withdraw:<id>:hold`), stores the withdrawal and writes a news
 * item. The balance is read inside the transaction, which SQLite serializes: concurrent
 * applications can never hold more than the balance.
 */
export function applyWithdrawal(
  db: SimDatabase,
  caller: MemberRow,
  application: WithdrawApplication,
  now: number,
  takeRule: (method: string, memberId: number) => OutcomeRule | null,
): WithdrawalRow {
  return db.transaction((tx) => {
    const member = tx.select().from(members).where(eq(members.id, caller.id)).get();
    if (!member) throw notFound('Member');
    const config = withdrawConfigFixture;
    // The figures the withdraw config answers the app, judged by the rule its pre-check uses.
    const memberConfig = withdrawConfigFor(tx, member.id);
    if (needsDepositBeforeWithdrawal(memberConfig)) {
      const requiredDeposit = toMinor(memberConfig.requiredDepositAmount4Withdraw);
      throw businessError(
        ApiErrorCode.FIRST_WITHDRAW_NEEDS_DEPOSIT,
        `For the first withdrawal, please make a deposit of at least ${moneyText(requiredDeposit, member.currency)}`,
      );
    }
    const amount = toMinor(application.amount);
    const minimum = toMinor(config.minimumAmount);
    if (amount < minimum) {
      throw businessError(
        ApiErrorCode.AMOUNT_TOO_LOW,
        `The minimum withdrawal is ${moneyText(minimum, member.currency)}`,
      );
    }
    const maximum = toMinor(config.maximumAmount);
    if (amount > maximum) {
      throw businessError(
        ApiErrorCode.AMOUNT_TOO_HIGH,
        `The maximum withdrawal is ${moneyText(maximum, member.currency)}`,
      );
    }
    // Unfinished wagering, then the withdrawable amount: the money policy's rules.
    assertCashOutAllowed(member, amount);
    const method = findCashoutMethod(tx, application.paymentMethod);
    if (!method || method.enabled !== 1) {
      throw businessError(ApiErrorCode.WITHDRAW_RULE, 'This cash-out method is not available');
    }
    const proofs = {
      idcard: proofIdsOf(application.idcardProofId),
      idcardHold: proofIdsOf(application.idcardHoldProofId),
      address: proofIdsOf(application.addressProofId),
      payment: proofIdsOf(application.paymentProofId),
    };
    assertOwnFiles(tx, member.id, [
      ...proofs.idcard,
      ...proofs.idcardHold,
      ...proofs.address,
      ...proofs.payment,
    ]);

    const rule = takeRule(application.paymentMethod, member.id);
    const fate = fateOfOutcome(rule?.outcome);
    const stepMs = rule?.delayMs ?? WITHDRAWAL_STEP_MS;
    const row = createHeldWithdrawal(
      tx,
      member,
      { amount, paymentMethod: application.paymentMethod, payoutDetails: payoutDetailsOf(application) },
      {
        idcardProofIds: joinProofIds(proofs.idcard),
        idcardHoldProofIds: joinProofIds(proofs.idcardHold),
        addressProofIds: joinProofIds(proofs.address),
        paymentProofIds: joinProofIds(proofs.payment),
        status: WithdrawStatus.PENDING,
        fate,
        stepMs,
        // With the progression off (QA), the withdrawal waits until it is advanced or resumed.
        nextStepTime:
          nextAutomaticStatus(fate, WithdrawStatus.PENDING) === null || !isAutoProgressEnabled(tx)
            ? null
            : now + stepMs,
      },
      now,
    );
    addNews(tx, {
      memberId: member.id,
      type: NewsType.WITHDRAW,
      message: withdrawalNewsMessage(row, WithdrawStatus.PENDING),
      now,
    });
    return row;
  });
}

/** The member cancels a pending withdrawal of their own; the funds come back once. */
export function cancelWithdrawal(db: SimDatabase, memberId: number, id: number, now: number): WithdrawalRow {
  const row = findWithdrawal(db, id);
  if (!row) throw notFound('Withdrawal');
  if (row.memberId !== memberId) throw forbidden();
  if (!canCancelWithdrawal(row.status)) {
    throw businessError(ApiErrorCode.WITHDRAW_RULE, 'Only a pending withdrawal can be cancelled');
  }
  return advanceWithdrawal(db, id, WithdrawStatus.CANCELLED, now);
}

/**
 * The progression job: moves every due withdrawal one step per elapsed interval, each step
 * dated at its due time, so a clock moved by an hour replays the whole path in order.
 */
export function progressDueWithdrawals(db: SimDatabase, now: number, due: () => WithdrawalRow[]) {
  if (!isAutoProgressEnabled(db)) return;
  for (const start of due()) {
    let row: WithdrawalRow = start;
    for (let steps = 0; steps < 8 && row.nextStepTime !== null && row.nextStepTime <= now; steps++) {
      const next = nextAutomaticStatus(row.fate, row.status);
      if (next === null) break;
      row = advanceWithdrawal(db, row.id, next, row.nextStepTime);
    }
  }
}

export interface WithdrawalStep {
  row: WithdrawalRow;
  time: number;
  toStatus: WithdrawStatusValue;
}

/**
 * The steps `progressDueWithdrawals` will take next, one per waiting withdrawal, from the same
 * rows and the same rule (none while QA holds the progression).
 */
export function scheduledWithdrawalSteps(db: SimDb): WithdrawalStep[] {
  if (!isAutoProgressEnabled(db)) return [];
  const steps: WithdrawalStep[] = [];
  for (const row of dueWithdrawals(db, Number.MAX_SAFE_INTEGER)) {
    const toStatus = nextAutomaticStatus(row.fate, row.status);
    if (toStatus !== null && row.nextStepTime !== null) steps.push({ row, time: row.nextStepTime, toStatus });
  }
  return steps;
}

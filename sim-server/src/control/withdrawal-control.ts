import { WithdrawStatus, type WithdrawStatusValue } from '@casino/contracts/withdrawals/enums';
import { isFinalWithdrawStatus } from '@casino/contracts/withdrawals/lifecycle';
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { withdrawals } from '../db/schema/index';
import { EnvelopeError } from '../errors';
import { advanceWithdrawal } from '../modules/withdrawals/withdrawal-lifecycle';
import { toWithdrawalRecord } from '../modules/withdrawals/withdrawals-service';
import { WITHDRAWAL_AUTO_PROGRESS, writeSettingRow } from './settings-control';

const OPEN_STATUSES = [
  WithdrawStatus.PENDING,
  WithdrawStatus.PASSED,
  WithdrawStatus.PAYING,
  WithdrawStatus.PAID,
];

/** Moves one withdrawal (refund and news follow, through the withdrawals module). */
export function advanceOne(app: FastifyInstance, id: number, status: WithdrawStatusValue) {
  const row = advanceWithdrawal(app.db, id, status, app.clock.now());
  return { ...toWithdrawalRecord(row), memberId: row.memberId };
}

/**
 * Moves every open withdrawal that can take `status`; one that cannot (a paying withdrawal
 * asked to be cancelled) is listed as skipped with the reason, rather than failing the rest.
 */
export function advanceAll(app: FastifyInstance, status: WithdrawStatusValue) {
  const open = app.db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(inArray(withdrawals.status, OPEN_STATUSES))
    .orderBy(asc(withdrawals.id))
    .all();
  const advanced: Array<ReturnType<typeof advanceOne>> = [];
  const skipped: Array<{ id: number; reason: string }> = [];
  for (const { id } of open) {
    try {
      advanced.push(advanceOne(app, id, status));
    } catch (error) {
      if (!(error instanceof EnvelopeError)) throw error;
      skipped.push({ id, reason: error.message });
    }
  }
  return { advanced, skipped };
}

/**
 * Turns the automatic progression on or off. The setting row tells the withdrawals module (for
 * new withdrawals); open ones are paused or resumed here by clearing or setting their next step
 * (written to the withdrawals table directly: the module has no pause function).
 */
export function setAutoProgress(app: FastifyInstance, enabled: boolean) {
  const now = app.clock.now();
  writeSettingRow(app.db, WITHDRAWAL_AUTO_PROGRESS, enabled);
  let changed = 0;
  app.db.transaction((tx) => {
    const open = tx
      .select()
      .from(withdrawals)
      .where(
        enabled
          ? and(
              inArray(withdrawals.status, OPEN_STATUSES),
              isNull(withdrawals.nextStepTime),
              ne(withdrawals.fate, 'never'),
            )
          : inArray(withdrawals.status, OPEN_STATUSES),
      )
      .all();
    for (const row of open) {
      if (isFinalWithdrawStatus(row.status)) continue;
      tx.update(withdrawals)
        .set({ nextStepTime: enabled ? now + row.stepMs : null, updateTime: now })
        .where(eq(withdrawals.id, row.id))
        .run();
      changed += 1;
    }
  });
  if (enabled) app.jobs.runAll();
  return { enabled, withdrawalsChanged: changed };
}

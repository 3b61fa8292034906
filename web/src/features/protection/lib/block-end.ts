import {
  BREAK_PERIOD_MS,
  type BreakPeriod,
  EXCLUSION_PERIOD_MONTHS,
  type ExclusionPeriod,
  LIMIT_COOLING_OFF_MS,
} from '@casino/contracts/protection/schemas';

/*
 * Dates the confirmation steps announce before the server is asked. The server's answer (the
 * block's endTime, the pending change's effectiveTime) is what the app shows afterwards; these
 * use the same rules as the contracts, on the device's clock.
 */

export function breakEnd(period: BreakPeriod, now: Date): Date {
  return new Date(now.getTime() + BREAK_PERIOD_MS[period]);
}

/** Calendar months in UTC, as the contracts define them; null for a permanent exclusion. */
export function exclusionEnd(period: ExclusionPeriod, now: Date): Date | null {
  const months = EXCLUSION_PERIOD_MONTHS[period];
  if (months === null) return null;
  const end = new Date(now.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  // 31 August + 6 months is the last day of February, not 3 March.
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/** When a raise or a removal asked for now takes effect. */
export function coolingOffEnd(now: Date): Date {
  return new Date(now.getTime() + LIMIT_COOLING_OFF_MS);
}

import type { LimitKind, LimitPeriod } from '@casino/contracts/protection/schemas';

/** How refusals name things; English, as every message of the simulator. */

export const PERIOD_WORDS: Record<LimitPeriod, string> = {
  DAY: '24-hour',
  WEEK: '7-day',
  MONTH: '30-day',
};

export const KIND_WORDS: Record<LimitKind, string> = {
  DEPOSIT: 'deposit',
  LOSS: 'loss',
  WAGER: 'wager',
};

/** `2026-11-23 10:00 UTC`: a time a player reads, to the minute. */
export const timeText = (epochMs: number) =>
  `${new Date(epochMs).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export const isoOf = (epochMs: number) => new Date(epochMs).toISOString();
export const isoOrNull = (epochMs: number | null) => (epochMs === null ? null : isoOf(epochMs));

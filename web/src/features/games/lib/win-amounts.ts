import type { LatestWin } from '@casino/contracts/games/schemas';
import { formatMoney, formatUpToTwoDecimals } from '../../../shared/lib/format';

/** Big-win panels: 'of the week' shows ranks 1-5 by amount, 'of the day' ranks 6-10. */
export const WEEK_PANEL_SIZE = 5;
export const DAY_PANEL_SIZE = 5;

export interface RankedWin extends LatestWin {
  rank: number;
}

/** Wins ranked by amount, largest first, split into the week (1-5) and day (6-10) panels. */
export function splitBigWins(wins: readonly LatestWin[]): { week: RankedWin[]; day: RankedWin[] } {
  const ranked = [...wins]
    .sort((a, b) => b.amount - a.amount)
    .map((win, index) => ({ ...win, rank: index + 1 }));
  return {
    week: ranked.slice(0, WEEK_PANEL_SIZE),
    day: ranked.slice(WEEK_PANEL_SIZE, WEEK_PANEL_SIZE + DAY_PANEL_SIZE),
  };
}

/** An amount in thousands with up to two decimals: 12345 -> "12.35" (shown as "12.35K USD"). */
export function thousandsOf(amount: number, locale = 'en'): string {
  return formatUpToTwoDecimals(amount / 1000, locale);
}

export const RANDOM_AMOUNT_MIN = 100;
export const RANDOM_AMOUNT_MAX = 1000;

/**
 * The ticker's text variant (spec 01 section 2): each text gets a client-made amount between
 * 100 and 1000 with two decimals appended. `random` is injectable for tests.
 */
export function randomTickerAmount(random: () => number = Math.random): string {
  const value = RANDOM_AMOUNT_MIN + random() * (RANDOM_AMOUNT_MAX - RANDOM_AMOUNT_MIN);
  return (Math.floor(value * 100) / 100).toFixed(2);
}

/** The text with its amount in the reader's language (`language`), e.g. "... 325,00" in German. */
export function withRandomAmount(text: string, language = 'en', random: () => number = Math.random): string {
  return `${text} ${formatMoney(Number(randomTickerAmount(random)), language)}`;
}

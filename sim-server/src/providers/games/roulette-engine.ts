/**
 * The simulated roulette: a European wheel (0-36), one bet per spin. Payouts are the table's
 * usual ones (straight 36x the stake returned, dozens 3x, even chances 2x); the server decides
 * win or loss first with the chance `rtp * covered / 36`, so every bet returns `rtp` on
 * average, then shows a number that agrees.
 */

export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

/** `red`, `black`, `odd`, `even`, `low`, `high`, `dozen1`..`dozen3`, or `straight:<0-36>`. */
export const ROULETTE_CHOICE_PATTERN =
  /^(red|black|odd|even|low|high|dozen[123]|straight:([0-9]|[12][0-9]|3[0-6]))$/;

const WHEEL = Array.from({ length: 37 }, (_, n) => n);

/** The numbers a bet covers. */
export function coveredNumbers(choice: string): number[] {
  if (choice.startsWith('straight:')) return [Number(choice.slice('straight:'.length))];
  const rules: Record<string, (n: number) => boolean> = {
    red: (n) => RED_NUMBERS.has(n),
    black: (n) => n > 0 && !RED_NUMBERS.has(n),
    odd: (n) => n > 0 && n % 2 === 1,
    even: (n) => n > 0 && n % 2 === 0,
    low: (n) => n >= 1 && n <= 18,
    high: (n) => n >= 19,
    dozen1: (n) => n >= 1 && n <= 12,
    dozen2: (n) => n >= 13 && n <= 24,
    dozen3: (n) => n >= 25,
  };
  const rule = rules[choice];
  if (!rule) throw new Error(`Unknown roulette bet ${choice}`);
  return WHEEL.filter(rule);
}

export interface RouletteOutcome {
  number: number;
  color: 'red' | 'black' | 'green';
  choice: string;
  multiplier: number;
}

export function spinRoulette(random: () => number, rtp: number, choice: string): RouletteOutcome {
  const covered = coveredNumbers(choice);
  const coveredSet = new Set(covered);
  const wins = random() < (rtp * covered.length) / 36;
  const pool = wins ? covered : WHEEL.filter((n) => !coveredSet.has(n));
  const number = pool[Math.floor(random() * pool.length)] as number;
  return {
    number,
    color: number === 0 ? 'green' : RED_NUMBERS.has(number) ? 'red' : 'black',
    choice,
    multiplier: wins ? 36 / covered.length : 0,
  };
}

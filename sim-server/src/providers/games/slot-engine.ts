/**
 * The simulated slot: three reels, three rows, one payline (the middle row). The server picks
 * the paying tier first, with probabilities scaled so that the expected return equals the
 * game's RTP exactly, then draws reels that show it.
 */

export const SLOT_SYMBOLS = ['cherry', 'lemon', 'orange', 'bell', 'star', 'seven', 'bar'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

/**
 * Three of a kind on the payline pays `multiplier` times the bet. `weight` is the tier's
 * chance before scaling; the weights give a base return of 0.95 and modest variance (no tier
 * above 40x), so 20k rounds land near the target.
 */
export const SLOT_PAYTABLE: readonly { symbol: SlotSymbol; multiplier: number; weight: number }[] = [
  { symbol: 'cherry', multiplier: 2, weight: 0.15 },
  { symbol: 'lemon', multiplier: 3, weight: 0.08 },
  { symbol: 'orange', multiplier: 5, weight: 0.04 },
  { symbol: 'bell', multiplier: 10, weight: 0.012 },
  { symbol: 'star', multiplier: 20, weight: 0.0025 },
  { symbol: 'seven', multiplier: 40, weight: 0.001 },
];

const BASE_RETURN = SLOT_PAYTABLE.reduce((sum, tier) => sum + tier.weight * tier.multiplier, 0);

export interface SlotOutcome {
  /** Rows top to bottom, each three symbols left to right; the payline is row 1. */
  grid: SlotSymbol[][];
  multiplier: number;
  /** The paying symbol, or null for a losing spin. */
  symbol: SlotSymbol | null;
}

const randomSymbol = (random: () => number): SlotSymbol =>
  SLOT_SYMBOLS[Math.floor(random() * SLOT_SYMBOLS.length)] as SlotSymbol;

/** One spin: the paying tier (or none) drawn for `rtp`, then reels consistent with it. */
export function spinSlot(random: () => number, rtp: number): SlotOutcome {
  const scale = rtp / BASE_RETURN;
  let roll = random();
  let paying: (typeof SLOT_PAYTABLE)[number] | null = null;
  for (const tier of SLOT_PAYTABLE) {
    const chance = tier.weight * scale;
    if (roll < chance) {
      paying = tier;
      break;
    }
    roll -= chance;
  }
  const row = () => [randomSymbol(random), randomSymbol(random), randomSymbol(random)];
  let payline: SlotSymbol[];
  if (paying) {
    payline = [paying.symbol, paying.symbol, paying.symbol];
  } else {
    // A losing line must not show three of a kind by chance.
    do payline = row();
    while (payline[0] === payline[1] && payline[1] === payline[2]);
  }
  return {
    grid: [row(), payline, row()],
    multiplier: paying?.multiplier ?? 0,
    symbol: paying?.symbol ?? null,
  };
}

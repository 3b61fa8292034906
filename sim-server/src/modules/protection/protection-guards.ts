import type { SimDb } from '../../db/database';
import { assertNotBlocked } from './blocks-service';
import { assertWithinLimits } from './limits-service';

/**
 * What the other modules call where money comes in or is staked. Each runs inside the
 * transaction that then writes the deposit order or the bet, with no await in between: a
 * better-sqlite3 transaction is synchronous, so parallel requests are checked one after another.
 */

interface Payer {
  id: number;
  currency: string;
}

/** Before a deposit order is stored: no break or self-exclusion, and room under every deposit limit. */
export function assertDepositAllowed(db: SimDb, member: Payer, amountMinor: number, now: number) {
  assertNotBlocked(db, member.id, now);
  assertWithinLimits(db, member, 'deposit', [{ kind: 'DEPOSIT', amount: amountMinor }], now);
}

/**
 * Before a round's stake is taken: no break or self-exclusion (any round of a member), and for
 * real money room under every wager and loss limit (the whole stake may be lost).
 */
export function assertRoundAllowed(db: SimDb, member: Payer, realStakeMinor: number | null, now: number) {
  assertNotBlocked(db, member.id, now);
  if (realStakeMinor === null) return;
  assertWithinLimits(
    db,
    member,
    'bet',
    [
      { kind: 'WAGER', amount: realStakeMinor },
      { kind: 'LOSS', amount: realStakeMinor },
    ],
    now,
  );
}

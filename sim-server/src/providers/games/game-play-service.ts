import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { GameEngine } from '@casino/fixtures/games';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { SimDatabase, SimDb } from '../../db/database';
import { gameRounds, gameSessions } from '../../db/schema/index';
import { businessError } from '../../errors';
import { toMajor, toMinor } from '../../modules/ledger/money';
import {
  type BlackjackHand,
  blackjackView,
  dealBlackjack,
  hitBlackjack,
  standBlackjack,
} from './blackjack-engine';
import { requireLiveGameSession } from './game-sessions';
import { ROULETTE_CHOICE_PATTERN, spinRoulette } from './roulette-engine';
import { balanceOf, type RoundContext, settleRound, stakeRound } from './round-service';
import { spinSlot } from './slot-engine';

/** Bets the pages offer; the server takes any bet in the range, to the cent. */
export const BET_STEPS = [0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100] as const;
export const MIN_BET = 0.1;
export const MAX_BET = 1000;

export const roundRequestSchema = z.strictObject({
  session: z.string().min(1).max(200),
  bet: z.number().min(MIN_BET).max(MAX_BET).multipleOf(0.01).optional(),
  /** Roulette: the bet (`red`, `dozen2`, `straight:17`); blackjack: `deal`, `hit` or `stand`. */
  choice: z.string().min(1).max(32).optional(),
});
export type RoundRequest = z.infer<typeof roundRequestSchema>;

export interface RoundAnswer {
  roundId: number;
  /** Major units. */
  bet: number;
  win: number;
  balance: number;
  outcome: unknown;
}

const requireBet = (bet: number | undefined) => {
  if (bet === undefined) throw businessError(ApiErrorCode.VALIDATION_FAILED, 'bet: choose a bet first');
  return toMinor(bet);
};

/** Plays one step of a game for a game-session token, all money moves in one transaction. */
export function playRound(
  db: SimDatabase,
  random: () => number,
  request: RoundRequest,
  now: number,
): RoundAnswer {
  // Run on the root handle inside the transaction: the connection is one and synchronous, so
  // every statement here is part of it, and the services find their compiled queries
  // (db/prepared.ts, decision 019) on the root; a `tx` handle would build each one afresh.
  return db.transaction(() => {
    const { session, game } = requireLiveGameSession(db, request.session, now);
    const context: RoundContext = { session, game, now };
    const answer = (roundId: number, bet: number, win: number, outcome: unknown): RoundAnswer => ({
      roundId,
      bet: toMajor(bet),
      win: toMajor(win),
      balance: toMajor(balanceOf(db, session)),
      outcome,
    });
    if (game.engine === GameEngine.SLOT) {
      const bet = requireBet(request.bet);
      const outcome = spinSlot(random, game.rtp);
      const win = Math.round(bet * outcome.multiplier);
      const roundId = stakeRound(db, context, bet, outcome, win);
      settleRound(db, context, { id: roundId, bet, win, outcome }, true);
      return answer(roundId, bet, win, outcome);
    }
    if (game.engine === GameEngine.ROULETTE) {
      const bet = requireBet(request.bet);
      const choice = request.choice ?? '';
      if (!ROULETTE_CHOICE_PATTERN.test(choice)) {
        throw businessError(
          ApiErrorCode.VALIDATION_FAILED,
          'choice: pick red, black, odd, even, low, high, a dozen or a number',
        );
      }
      const outcome = spinRoulette(random, game.rtp, choice);
      const win = Math.round(bet * outcome.multiplier);
      const roundId = stakeRound(db, context, bet, outcome, win);
      settleRound(db, context, { id: roundId, bet, win, outcome }, true);
      return answer(roundId, bet, win, outcome);
    }
    if (game.engine === GameEngine.BLACKJACK) return playBlackjack(db, random, context, request, answer);
    throw businessError(ApiErrorCode.GAME_UNAVAILABLE, 'This game cannot be played here');
  });
}

function playBlackjack(
  tx: SimDb,
  random: () => number,
  context: RoundContext,
  request: RoundRequest,
  answer: (roundId: number, bet: number, win: number, outcome: unknown) => RoundAnswer,
): RoundAnswer {
  const { session } = context;
  const setActiveRound = (roundId: number | null) => {
    tx.update(gameSessions).set({ activeRoundId: roundId }).where(eq(gameSessions.id, session.id)).run();
  };
  const finishIfSettled = (roundId: number, bet: number, hand: BlackjackHand) => {
    if (hand.status === 'settled') {
      const win = Math.round(bet * hand.multiplier);
      settleRound(tx, context, { id: roundId, bet, win, outcome: hand });
      setActiveRound(null);
      return answer(roundId, bet, win, blackjackView(hand));
    }
    tx.update(gameRounds)
      .set({ outcome: JSON.stringify(hand) })
      .where(eq(gameRounds.id, roundId))
      .run();
    return answer(roundId, bet, 0, blackjackView(hand));
  };

  if (request.choice === 'deal') {
    if (session.activeRoundId !== null) {
      throw businessError(ApiErrorCode.BUSINESS_RULE, 'Finish the hand in play first (hit or stand)');
    }
    const bet = requireBet(request.bet);
    const hand = dealBlackjack(random);
    const roundId = stakeRound(tx, context, bet, hand);
    setActiveRound(roundId);
    return finishIfSettled(roundId, bet, hand);
  }
  if (request.choice !== 'hit' && request.choice !== 'stand') {
    throw businessError(ApiErrorCode.VALIDATION_FAILED, 'choice: deal, hit or stand');
  }
  const round =
    session.activeRoundId === null
      ? undefined
      : tx.select().from(gameRounds).where(eq(gameRounds.id, session.activeRoundId)).get();
  if (!round) throw businessError(ApiErrorCode.BUSINESS_RULE, 'There is no hand in play: deal first');
  const hand = JSON.parse(round.outcome) as BlackjackHand;
  const next = request.choice === 'hit' ? hitBlackjack(hand) : standBlackjack(hand);
  return finishIfSettled(round.id, round.bet, next);
}

/** The open blackjack hand of a session, as the page may see it (after a reload). */
export function activeHandView(db: SimDb, activeRoundId: number | null) {
  if (activeRoundId === null) return null;
  const round = db.select().from(gameRounds).where(eq(gameRounds.id, activeRoundId)).get();
  if (!round) return null;
  return { bet: toMajor(round.bet), hand: blackjackView(JSON.parse(round.outcome) as BlackjackHand) };
}

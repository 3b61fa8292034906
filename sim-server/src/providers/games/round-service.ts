import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { LedgerTransactionType } from '@casino/contracts/transactions/enums';
import { eq, sql } from 'drizzle-orm';
import type { SimDb } from '../../db/database';
import { preparedOn } from '../../db/prepared';
import { currencies, gameRounds, gameSessions, games, latestWins, members } from '../../db/schema/index';
import { businessError } from '../../errors';
import { postLedgerEntry, splitStake } from '../../modules/ledger/ledger-service';
import { toMinor } from '../../modules/ledger/money';
import { recordRealStake } from '../../modules/ledger/money-policy';
import { assertRoundAllowed } from '../../modules/protection/protection-guards';
import { type GameRow, type GameSessionRow, requirePlayingMember } from './game-sessions';

/** A win enters the ticker at 10x the bet, or from 100 currency units. */
const BIG_WIN_MULTIPLE = 10;
const BIG_WIN_MINOR = toMinor(100);

// Compiled once per connection (see preparedOn): every bet runs these.
const balancesQuery = (db: SimDb) =>
  db
    .select({ cash: members.cashBalance, bonus: members.bonusBalance, play: members.playBalance })
    .from(members)
    .where(eq(members.id, sql.placeholder('memberId')))
    .prepare();
const insertRoundQuery = (db: SimDb) =>
  db
    .insert(gameRounds)
    .values({
      memberId: sql.placeholder('memberId'),
      gameId: sql.placeholder('gameId'),
      mode: sql.placeholder('mode'),
      bet: sql.placeholder('bet'),
      win: sql.placeholder('win'),
      outcome: sql.placeholder('outcome'),
      createTime: sql.placeholder('now'),
    })
    .returning({ id: gameRounds.id })
    .prepare();
const settleRoundQuery = (db: SimDb) =>
  db
    .update(gameRounds)
    .set({ win: sql`${sql.placeholder('win')}`, outcome: sql`${sql.placeholder('outcome')}` })
    .where(eq(gameRounds.id, sql.placeholder('id')))
    .prepare();
const countPlayQuery = (db: SimDb) =>
  db
    .update(games)
    .set({ totalPlayCount: sql`${games.totalPlayCount} + 1` })
    .where(eq(games.id, sql.placeholder('gameId')))
    .prepare();
export interface RoundContext {
  session: GameSessionRow;
  game: GameRow;
  now: number;
}

/** The balance the page shows: real (cash + bonus), the member's play money, or the visitor's. */
export function balanceOf(db: SimDb, session: GameSessionRow): number {
  if (session.memberId === null) return session.playBalance ?? 0;
  const member = preparedOn(db, balancesQuery).get({ memberId: session.memberId });
  if (!member) return 0;
  return session.mode === 'real' ? member.cash + member.bonus : member.play;
}

/**
 * Takes the stake of a new round and writes its row (win 0 until settled). Real money goes
 * through the ledger (GAME_BET) and the money policy (wagering worked off, VIP points); play
 * money only moves the play balance. Run inside the round's transaction. A one-shot round (a
 * spin) passes its `win`: the row is written once, complete, and `settleRound` is told so
 * (one statement less per bet).
 */
export function stakeRound(
  tx: SimDb,
  context: RoundContext,
  bet: number,
  outcome: unknown,
  knownWin = 0,
): number {
  const { session, game, now } = context;
  const member = requirePlayingMember(tx, session);
  if (!game.enabled) throw businessError(ApiErrorCode.GAME_UNAVAILABLE, 'This game is not available now');
  const real = session.mode === 'real' && member !== null;
  // Player protection: no round during a break or self-exclusion; real stakes within the limits.
  if (member) assertRoundAllowed(tx, member, real ? bet : null, now);
  // Cash first, then bonus; refuses a bet above the available balance.
  const stakeSplit = real ? splitStake(tx, member.id, bet) : null;
  if (!real && balanceOf(tx, session) < bet) {
    throw businessError(ApiErrorCode.INSUFFICIENT_BALANCE, 'Not enough play money for this bet');
  }
  const round = preparedOn(tx, insertRoundQuery).get({
    memberId: session.memberId,
    gameId: game.id,
    mode: session.mode,
    bet,
    win: knownWin,
    outcome: JSON.stringify(outcome),
    now,
  });
  if (!round) throw new Error('The round was not stored');
  if (real && stakeSplit) {
    postLedgerEntry(tx, {
      memberId: member.id,
      type: LedgerTransactionType.GAME_BET,
      ...stakeSplit,
      reference: `round:${round.id}:bet`,
      note: game.name,
      now,
    });
    recordRealStake(tx, member, bet);
  } else {
    movePlayMoney(tx, session, -bet);
  }
  preparedOn(tx, countPlayQuery).run({ gameId: game.id });
  return round.id;
}

/**
 * Pays a round's win (GAME_WIN to the cash wallet, or play money) and records big wins; writes
 * the win and outcome on the round's row unless `stakeRound` already did (`rowWritten`).
 */
export function settleRound(
  tx: SimDb,
  context: RoundContext,
  round: { id: number; bet: number; win: number; outcome: unknown },
  rowWritten = false,
) {
  const { session, game, now } = context;
  if (!rowWritten) {
    preparedOn(tx, settleRoundQuery).run({
      win: round.win,
      outcome: JSON.stringify(round.outcome),
      id: round.id,
    });
  }
  if (round.win <= 0) return;
  if (session.mode === 'fun' || session.memberId === null) {
    movePlayMoney(tx, session, round.win);
    return;
  }
  postLedgerEntry(tx, {
    memberId: session.memberId,
    type: LedgerTransactionType.GAME_WIN,
    cashDelta: round.win,
    bonusDelta: 0,
    reference: `round:${round.id}:win`,
    note: game.name,
    now,
  });
  if (round.win >= round.bet * BIG_WIN_MULTIPLE || round.win >= BIG_WIN_MINOR) {
    recordLatestWin(tx, session.memberId, game.id, round.win, now);
  }
}

function movePlayMoney(tx: SimDb, session: GameSessionRow, delta: number) {
  if (session.memberId === null) {
    tx.update(gameSessions)
      .set({ playBalance: sql`${gameSessions.playBalance} + ${delta}` })
      .where(eq(gameSessions.id, session.id))
      .run();
    session.playBalance = (session.playBalance ?? 0) + delta;
  } else {
    tx.update(members)
      .set({ playBalance: sql`${members.playBalance} + ${delta}` })
      .where(eq(members.id, session.memberId))
      .run();
  }
}

/** `alexander` → `al***r`: enough to recognise yourself, not enough to find someone. */
export function maskPlayerName(username: string): string {
  if (username.length <= 3) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}***${username.slice(-1)}`;
}

function recordLatestWin(tx: SimDb, memberId: number, gameId: number, win: number, now: number) {
  const member = tx
    .select({ username: members.username, currency: members.currency })
    .from(members)
    .where(eq(members.id, memberId))
    .get();
  if (!member) return;
  // The ticker shows USD: convert with the currency's units per dollar.
  const rate = tx
    .select({ rate: currencies.exchangeRate })
    .from(currencies)
    .where(eq(currencies.code, member.currency))
    .get()?.rate;
  const usd = rate && rate > 0 ? Math.round(win / rate) : win;
  tx.insert(latestWins)
    .values({ gameId, playerName: maskPlayerName(member.username), amount: usd, createTime: now })
    .run();
}

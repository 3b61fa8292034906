import { mulberry32 } from '@casino/fixtures/games';
import { ownWorld } from '@casino/sim-server/plugins/world-parts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoadDriver, type Player, preparePlayer } from './support/load-driver';
import { booksOf, startSimulator } from './support/simulator';

/**
 * Money under load: 30 members bet through the game provider's round API, deposit by card
 * (good and declined), cash app (with racing polls), crypto (polled after the clock moves) and
 * the polled frame (paid on the provider page), apply for and cancel withdrawals (two cancels
 * at once), in a set number of concurrent batches: the same work on a fast machine or a loaded
 * one, and the same seed makes the same steps. Then the books must balance for every
 * member, no wallet is negative, and no order or withdrawal moved money twice.
 */
const SEED = Number(process.env.ROBUSTNESS_SEED ?? 20260310);
const PLAYERS = 30;
const BATCHES = Number(process.env.LOAD_BATCHES ?? 24);

let app: FastifyInstance;
let players: Player[];
let driver: ReturnType<typeof createLoadDriver>;
let batches = 0;

beforeAll(async () => {
  console.log(`money under load: seed ${SEED}, ${PLAYERS} members, ${BATCHES} batches`);
  app = await startSimulator();
  players = await Promise.all(Array.from({ length: PLAYERS }, () => preparePlayer(app)));
  driver = createLoadDriver(app, mulberry32(SEED));
  while (batches < BATCHES) {
    // Every member acts at once; the clock moves 2.5 s per batch, so crypto charges confirm
    // (6 s) and paid frames settle (2 s) while the load goes on.
    await Promise.all(players.map((player) => driver.step(player)));
    ownWorld(app).clock.advance(2_500);
    batches += 1;
  }
  // Let every open order and withdrawal reach its end state.
  ownWorld(app).clock.advance(60 * 60 * 1000);
  ownWorld(app).jobs.runAll();
  console.log('money under load:', JSON.stringify(driver.tally));
}, 180_000);

afterAll(async () => {
  await app?.close();
});

const rows = <T>(sql: string, ...params: unknown[]) =>
  ownWorld(app)
    .sqlite.prepare(sql)
    .all(...params) as T[];

describe(`money under load (seed ${SEED})`, () => {
  it('answered every call with an envelope and no 5xx, and did real work of every kind', () => {
    expect(driver.problems).toEqual([]);
    const acknowledged = (operation: string) => driver.tally[operation]?.ok ?? 0;
    expect(acknowledged('bet')).toBeGreaterThan(100);
    for (const operation of [
      'card deposit',
      'cash order',
      'crypto charge',
      'frame order',
      'withdraw',
      'withdraw cancel',
    ]) {
      expect(acknowledged(operation), operation).toBeGreaterThan(3);
    }
    expect(driver.tally['declined card']?.ok ?? 0).toBe(0);
  });

  it('balances the books of every member: wallets equal the ledger sums, never negative', () => {
    const books = booksOf(app);
    expect(books.length).toBeGreaterThanOrEqual(PLAYERS);
    for (const member of books) {
      expect(member.ledger, `member ${member.id}`).toEqual({ cash: member.cash, bonus: member.bonus });
      expect(member.cash, `member ${member.id}`).toBeGreaterThanOrEqual(0);
      expect(member.bonus, `member ${member.id}`).toBeGreaterThanOrEqual(0);
    }
  });

  it("credited every successful order of the load's members exactly once, and no other order", () => {
    const credits = rows<{ reference: string | null; count: number }>(
      "SELECT reference, COUNT(*) AS count FROM ledger_entries WHERE type = 'DEPOSIT' GROUP BY reference",
    );
    expect(credits.filter((row) => row.count !== 1)).toEqual([]);
    const orders = rows<{
      id: number;
      status: string;
      amount: number;
      credited: number;
      credit: number | null;
    }>(
      `SELECT o.id, o.status, o.amount,
              (SELECT COUNT(*) FROM ledger_entries l WHERE l.reference = 'deposit:' || o.id) AS credited,
              (SELECT SUM(l.cash_delta) FROM ledger_entries l WHERE l.reference = 'deposit:' || o.id) AS credit
       FROM deposit_orders o WHERE o.member_id IN (${players.map((player) => player.id).join(',')})`,
    );
    const settled = orders.filter((order) => order.status === 'success');
    expect(settled.length).toBeGreaterThan(PLAYERS);
    expect(orders.filter((order) => order.credited !== (order.status === 'success' ? 1 : 0))).toEqual([]);
    expect(settled.filter((order) => order.credit !== order.amount)).toEqual([]);
  });

  it('held every withdrawal once and gave back only the cancelled ones, once', () => {
    const withdrawals = rows<{ id: number; status: number; holds: number; rollbacks: number }>(
      `SELECT w.id, w.status,
              (SELECT COUNT(*) FROM ledger_entries l WHERE l.reference = 'withdraw:' || w.id || ':hold') AS holds,
              (SELECT COUNT(*) FROM ledger_entries l WHERE l.reference = 'withdraw:' || w.id || ':rollback') AS rollbacks
       FROM withdrawals w`,
    );
    expect(withdrawals.length).toBeGreaterThan(3);
    expect(withdrawals.filter((row) => row.holds !== 1 || row.rollbacks > 1)).toEqual([]);
    // Cancelled (1), rejected (10) and failed (50) give the funds back; the others keep them held.
    const returned = new Set([1, 10, 50]);
    expect(withdrawals.filter((row) => row.rollbacks !== (returned.has(row.status) ? 1 : 0))).toEqual([]);
  });
});

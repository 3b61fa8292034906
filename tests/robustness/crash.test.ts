import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@casino/sim-server/db/database';
import { ledgerTotals } from '@casino/sim-server/modules/ledger/ledger-service';
import { afterAll, describe, expect, it } from 'vitest';
import { cardDepositOf } from './support/member-calls';
import { exited, post, type SimProcess, startSimProcess } from './support/sim-process';

/**
 * Crash: the real simulator process takes deposits and bets from concurrent writers and is
 * killed with SIGKILL mid-stream. Restarted on the same data dir, it must hold every operation
 * it acknowledged (an answer with error 0 reached the client), and every member's books must
 * still balance.
 */
const WRITERS = 6;
/** The kill comes once this many operations were acknowledged (or after STREAM_LIMIT_MS). */
const ACKNOWLEDGED_BEFORE_KILL = 60;
const STREAM_LIMIT_MS = 20_000;
const dataDir = mkdtempSync(join(tmpdir(), 'casino-crash-'));
const running: SimProcess[] = [];

afterAll(async () => {
  for (const sim of running) {
    sim.child.kill('SIGKILL');
    await exited(sim.child);
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(baseUrl: string, username: string, password: string) {
  const login = await post(
    baseUrl,
    '/api/sys/auth/login',
    { username, password, type: 'MEMBER' },
    { form: true },
  );
  if (login.error !== 0) throw new Error(`login ${username}: ${login.message}`);
  const { token, id } = login.data as { token: string; id: number };
  return { token, id, username };
}

describe('crash: kill -9 during writes, restart on the same data', () => {
  it('keeps every acknowledged deposit and bet, and the books balance', async () => {
    const first = await startSimProcess({ SIM_DATA_DIR: dataDir });
    running.push(first);
    const demo = await signIn(first.baseUrl, 'demo', 'Demo1234!');
    const newbie = await signIn(first.baseUrl, 'newbie', 'Newbie1234!');
    const launch = await post(
      first.baseUrl,
      '/api/sys/game/getLaunchUrl',
      { id: 5, channel: 'pc' },
      { token: demo.token, form: true },
    );
    const session = new URL(String(launch.data), first.baseUrl).searchParams.get('session');
    expect(session, launch.message).toBeTruthy();

    const acknowledgedDeposits: number[] = [];
    const acknowledgedRounds: number[] = [];
    let killed = false;
    const writer = async (index: number) => {
      for (let i = 0; !killed; i++) {
        try {
          if ((index + i) % 2 === 0) {
            const member = i % 3 === 0 ? newbie : demo;
            const deposit = await post(
              first.baseUrl,
              '/api/sys/deposit/creditcard/deposit',
              cardDepositOf(member, 10 + (i % 20)),
              {
                token: member.token,
              },
            );
            if (deposit.error === 0)
              acknowledgedDeposits.push((deposit.data as { depositId: number }).depositId);
          } else {
            const round = await post(first.baseUrl, '/sim/games/api/round', { session, bet: 1 });
            if (round.error === 0) acknowledgedRounds.push((round.data as { roundId: number }).roundId);
          }
        } catch {
          return; // the connection died with the process: not acknowledged
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, index) => writer(index));
    const streamEnd = Date.now() + STREAM_LIMIT_MS;
    while (
      acknowledgedDeposits.length + acknowledgedRounds.length < ACKNOWLEDGED_BEFORE_KILL &&
      Date.now() < streamEnd
    ) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    first.child.kill('SIGKILL');
    killed = true;
    await exited(first.child);
    await Promise.all(writers);
    console.log(
      `crash: killed after ${acknowledgedDeposits.length} deposits and ${acknowledgedRounds.length} bets acknowledged`,
    );
    expect(acknowledgedDeposits.length + acknowledgedRounds.length).toBeGreaterThan(10);

    const second = await startSimProcess({ SIM_DATA_DIR: dataDir });
    running.push(second);
    // Sessions survived too: the token from before the crash still signs demo in.
    const info = await post(
      second.baseUrl,
      '/api/sys/auth/token/info',
      {},
      { token: demo.token, form: true },
    );
    expect(info.error).toBe(0);
    second.child.kill('SIGTERM');
    await exited(second.child);

    const { sqlite, db } = openDatabase(dataDir);
    try {
      const hasReference = sqlite.prepare('SELECT COUNT(*) FROM ledger_entries WHERE reference = ?').pluck();
      const missingDeposits = acknowledgedDeposits.filter((id) => hasReference.get(`deposit:${id}`) !== 1);
      const missingRounds = acknowledgedRounds.filter((id) => hasReference.get(`round:${id}:bet`) !== 1);
      expect({ missingDeposits, missingRounds }).toEqual({ missingDeposits: [], missingRounds: [] });
      const members = sqlite
        .prepare('SELECT id, cash_balance AS cash, bonus_balance AS bonus FROM members')
        .all() as Array<{
        id: number;
        cash: number;
        bonus: number;
      }>;
      for (const member of members) {
        expect(ledgerTotals(db, member.id), `member ${member.id}`).toEqual({
          cash: member.cash,
          bonus: member.bonus,
        });
      }
    } finally {
      sqlite.close();
    }
  });
});

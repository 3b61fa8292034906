import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { sampleCardDeposit } from '../../testing/sample-member';

/**
 * PCI DSS: after card deposits of every card path (charged, declined, refused by a
 * check, refused by the contract), no card number and no CVV is in the server's log output (at
 * the most talkative level), in the request journal (`/__sim/journal`), or in any row or byte of
 * the database. Masked is fine for the number (its last 4). Runs the real simulator process,
 * as `npm start` does, so the log is the one an operator would keep.
 */
const REPO_ROOT = join(import.meta.dirname, '..', '..', '..', '..');
const CONTROL_KEY = 'card-data-test-key';
const dataDir = mkdtempSync(join(tmpdir(), 'casino-card-data-'));
let child: ChildProcess | null = null;
let output = '';

afterAll(async () => {
  await stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function stop() {
  const running = child;
  child = null;
  if (!running || running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGTERM');
  await exited;
}

function start(): Promise<string> {
  const process_ = spawn(process.execPath, ['--import', 'tsx', join('sim-server', 'src', 'server.ts')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'trace',
      SIM_DATA_DIR: dataDir,
      SIM_CONTROL_KEY: CONTROL_KEY,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = process_;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const ready = /ready at (http:\/\/[^/\s]+)\//.exec(output);
      if (ready?.[1]) {
        clearTimeout(timer);
        resolve(ready[1]);
      }
    };
    process_.stdout?.on('data', onData);
    process_.stderr?.on('data', onData);
  });
}

// Card numbers (Luhn-valid) and CVVs nothing else in the world holds (3 digits, as these Visa and
// Mastercard numbers ask).
const CARDS = [
  { cardNum: '4242424242424242', cardCvv: '739' }, // success
  { cardNum: '4000000000000002', cardCvv: '846' }, // declined test card
  { cardNum: '5555555555554444', cardCvv: '627' }, // refused: expired
  { cardNum: '4000056655665556', cardCvv: '518' }, // CATTL, onlyPay
] as const;
const NUMBERS = CARDS.map((card) => card.cardNum);
const CVVS = CARDS.map((card) => card.cardCvv);

/** Every string and number in a value, with the key it sits under and whether it was a string. */
function* leaves(value: unknown, key = ''): Generator<[string, string, boolean]> {
  if (typeof value === 'string' || typeof value === 'number')
    yield [key, String(value), typeof value === 'string'];
  else if (Array.isArray(value)) for (const item of value) yield* leaves(item, key);
  else if (value && typeof value === 'object')
    for (const [inner, item] of Object.entries(value)) yield* leaves(item, inner);
}

/**
 * Where a value holds a card number (whole, or with spaces) or a CVV as a text of its own (ids,
 * process ids and amounts are numbers, so a CVV-like number there is no leak).
 */
function leaksIn(where: string, value: unknown): string[] {
  const found: string[] = [];
  for (const [key, text, isText] of leaves(value)) {
    const digits = text.replace(/[\s-]/g, '');
    for (const number of NUMBERS) if (digits.includes(number)) found.push(`${where} ${key}: ${text}`);
    for (const cvv of CVVS) {
      if ((isText && text.trim() === cvv) || new RegExp(`(cvv|cvc)\\W{0,4}${cvv}`, 'i').test(text))
        found.push(`${where} ${key}: ${text}`);
    }
  }
  return found;
}

async function call(baseUrl: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { error: number; message: string; data: unknown };
}

describe('card data is kept out of logs, the journal and the database', () => {
  it(
    'after charged, declined and refused card deposits of every card path',
    { timeout: 120_000 },
    async () => {
      const baseUrl = await start();
      const login = await fetch(`${baseUrl}/api/sys/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: 'newbie', password: 'Newbie1234!', type: 'MEMBER' }),
      });
      const member = ((await login.json()) as { data: { token: string; id: number } }).data;
      // The process runs on the real clock, so the card expires three years from today.
      const deposit = (card: { cardNum: string; cardCvv: string }, overrides: object = {}) =>
        sampleCardDeposit(member.id, {
          amount: 20,
          depositAmount: 20,
          ...card,
          expireYear: String(new Date().getUTCFullYear() + 3),
          ...overrides,
        });
      const [charged, declined, expired, processor] = CARDS;
      const card = '/sys/deposit/creditcard/deposit';
      expect((await call(baseUrl, card, deposit(charged), member.token)).error).toBe(0);
      expect((await call(baseUrl, card, deposit(declined), member.token)).message).toBe(
        'Your card was declined',
      );
      const refused = await call(baseUrl, card, deposit(expired, { expireYear: '2020' }), member.token);
      expect(refused.error).not.toBe(0);
      // The contract refuses a card number with letters in it: the answer must not echo it back.
      const malformed = await call(
        baseUrl,
        card,
        deposit({ cardNum: `${expired.cardNum}x`, cardCvv: expired.cardCvv }),
        member.token,
      );
      expect(malformed.error).toBe(400);
      expect(leaksIn('answer', malformed)).toEqual([]);
      const cattl = await call(
        baseUrl,
        '/sys/deposit/cattl/deposit',
        deposit(processor, { paymentMethod: 'CATTL' }),
        member.token,
      );
      const onlyPay = await call(
        baseUrl,
        '/sys/deposit/onlyPay/deposit',
        deposit(processor, { paymentMethod: 'ONLYPAY' }),
        member.token,
      );
      expect([cattl.error, onlyPay.error], `${cattl.message} / ${onlyPay.message}`).toEqual([0, 0]);

      const journal = await fetch(`${baseUrl}/__sim/journal`, { headers: { 'x-sim-key': CONTROL_KEY } });
      const entries = ((await journal.json()) as { data: { path: string; body: unknown }[] }).data;
      expect(entries.filter((entry) => entry.path.includes('/deposit/')).length).toBeGreaterThanOrEqual(6);
      expect(leaksIn('journal', entries)).toEqual([]);
      // The journal keeps what QA needs: the last four digits.
      expect(JSON.stringify(entries)).toContain('************4242');

      await stop();
      const lines = output.split('\n').filter((line) => line.startsWith('{'));
      expect(lines.some((line) => line.includes('/creditcard/deposit'))).toBe(true);
      expect(lines.flatMap((line, index) => leaksIn(`log line ${index}`, JSON.parse(line)))).toEqual([]);
      for (const number of NUMBERS) expect(output).not.toContain(number);

      const files = readdirSync(dataDir).filter((name) => name.includes('.db'));
      for (const name of files) {
        const bytes = readFileSync(join(dataDir, name)).toString('latin1');
        for (const number of NUMBERS) expect(bytes.includes(number), `${name} holds ${number}`).toBe(false);
      }
      const db = new Database(join(dataDir, files.find((name) => name.endsWith('.db')) ?? ''), {
        readonly: true,
      });
      try {
        const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as {
          name: string;
        }[];
        const found = tables.flatMap(({ name }) =>
          leaksIn(name, db.prepare(`SELECT * FROM "${name}"`).all()),
        );
        expect(found).toEqual([]);
        const columns = tables.flatMap(({ name }) =>
          (db.prepare(`PRAGMA table_info("${name}")`).all() as { name: string }[]).map(
            (column) => column.name,
          ),
        );
        expect(columns.filter((column) => /cvv|cvc|card_?num/i.test(column))).toEqual([]);
        expect(columns).toContain('card_last4');
      } finally {
        db.close();
      }
    },
  );
});

import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  chooseMethod,
  expectBalance,
  fillCard,
  openDeposit,
  SLOW,
  submitCard,
} from './support/deposit-journey';
import { screenshot } from './support/screens';
import { DEMO_MEMBER, expect, SIM_KEY, test } from './support/world';

/**
 * Proxy mode (decision 021) as a player meets it: the app is served by a simulator
 * that forwards every /api call to another simulator standing in for the operator's backend.
 * Sign-in, the lobby and a card deposit go through the proxy; the money moves on the backend,
 * the header shows the new balance, and no answer broke the contracts on the way.
 *
 * Both servers are started here on free ports, addressed as 127.0.0.1 so the suite's world
 * cookie (set for localhost) never reaches them. One layout is enough: the app is unchanged.
 */

const repoRoot = join(import.meta.dirname, '..', '..');

interface Server {
  process: ChildProcess;
  url: string;
}

/** Starts `sim-server/src/server.ts` on a free port; answers its address once it is ready. */
function startSimulator(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', join('sim-server', 'src', 'server.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SIM_DATA_DIR: ':memory:',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`simulator did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /ready at (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (ready?.[1]) {
        clearTimeout(timer);
        resolve({ process: child, url: ready[1] });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`simulator exited (${code}):\n${output}`));
    });
  });
}

let backend: Server | undefined;
let proxy: Server | undefined;

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.beforeAll(async () => {
  // Two simulators start here (each transpiles and seeds); a hook's time is its own, not the
  // describe's: on a busy machine 30 s was too little.
  test.setTimeout(90_000);
  backend = await startSimulator({});
  proxy = await startSimulator({ SIM_UPSTREAM: backend.url });
});

test.afterAll(() => {
  proxy?.process.kill();
  backend?.process.kill();
});

async function controlOf<T>(server: Server | undefined, path: string): Promise<T> {
  if (!server) throw new Error('the simulators did not start');
  const response = await fetch(`${server.url}/__sim${path}`, { headers: { 'X-Sim-Key': SIM_KEY } });
  const envelope = (await response.json()) as { error: number; message: string; data: T };
  expect(envelope.error, envelope.message).toBe(0);
  return envelope.data;
}

async function signInThroughPopup(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Username or e-mail').fill(DEMO_MEMBER.username);
  await dialog.getByLabel(/^Password/).fill(DEMO_MEMBER.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog).toBeHidden(SLOW);
  // The shell greets a member with the current promotion (spec 01 section 4): closed with Escape.
  const promotion = page.locator('[role="dialog"][aria-modal="true"]');
  await expect(promotion).toBeVisible(SLOW);
  await page.keyboard.press('Escape');
  await expect(promotion).toBeHidden();
}

test('sign-in, lobby and a card deposit through the proxy, the money moved on the backend', async ({
  page,
}) => {
  if (!proxy) throw new Error('the simulators did not start');
  await page.goto(`${proxy.url}/`);
  await signInThroughPopup(page);
  await expectBalance(page, '1,500.00');

  await page.goto(`${proxy.url}/#/games/slots`);
  await expect(page.getByRole('list', { name: 'Slots Games' }).getByRole('button').first()).toBeVisible(SLOW);

  const dialog = await openDeposit(page);
  await chooseMethod(dialog, 'Card (instant)');
  await fillCard(page, dialog);
  await submitCard(dialog);
  const done = page.getByRole('alertdialog').filter({ hasText: 'Your deposit was successful.' });
  await expect(done).toBeVisible(SLOW);
  await done.getByRole('button', { name: 'OK' }).click();
  await expectBalance(page, '1,700.00');
  await screenshot(page, 'proxy-deposit');

  // The backend took the deposit; the proxy's journal says so; nothing broke the contracts.
  const backendCalls = await controlOf<Array<{ path: string; member: { username: string } | null }>>(
    backend,
    '/journal?path=/sys/cattl/pay',
  );
  expect(backendCalls.map((entry) => entry.member?.username)).toEqual(['demo']);
  const proxied = await controlOf<Array<{ via: string }>>(proxy, '/journal?path=/sys/cattl/pay');
  expect(proxied.map((entry) => entry.via)).toEqual(['upstream']);
  const drift = await controlOf<{ checked: number; failed: number; violations: unknown[] }>(proxy, '/drift');
  expect(drift.violations).toEqual([]);
  expect(drift.checked).toBeGreaterThan(5);
});

/**
 * Request verification for browser tests, as WireMock's `verify`: assert the app made a call
 * (method, path, partial body, headers) a number of times, through `POST /__sim/journal/verify`
 * in the test's world. A failure names what was asked and lists the near misses, nearest first,
 * each with what differed.
 *
 *   import { expectCalled, journalTime } from './support/verify';
 *   const since = await journalTime(page);
 *   await page.getByRole('button', { name: 'Continue' }).click();
 *   await expectCalled(page, { method: 'POST', path: '/sys/deposit/crypto/deposit', body: { amount: 50 }, count: 1, since });
 */

import { type ControlClient, createControlClient } from '@casino/contracts/control/client';
import { describeNearMiss, type VerifyAnswer } from '@casino/contracts/control/journal';
import type { ControlInputOf } from '@casino/contracts/control/registry';
import type { APIRequestContext, Page } from '@playwright/test';

/** The simulator's control key in local and QA runs (SIM_CONTROL_KEY's default). */
const DEFAULT_KEY = 'local-qa-key';
const WORLD_COOKIE = 'sim_world';

/** What `expectCalled` asks: the verify call's fields, plus how long to wait for the call. */
export type ExpectedCall = ControlInputOf<'verifyJournal'> & {
  /** How long the app may take to make the call (ms, polled); 5000 by default. */
  timeout?: number;
  /** The world (the `worldId` fixture); by default the page's `sim_world` cookie. */
  worldId?: string;
};

type Target = Page | APIRequestContext;

const isPage = (target: Target): target is Page => 'goto' in target;

/**
 * The world to look in: the one given, else the `sim_world` cookie (a page of the world fixture
 * has it; Playwright's `request` fixture is a context of its own and may not). Never a silent
 * fall-back to the default world, whose journal is not the test's.
 */
async function worldOf(target: Target, given: string | undefined): Promise<string> {
  if (given) return given;
  const state = isPage(target) ? await target.context().storageState() : await target.storageState();
  const cookie = state.cookies.find((candidate) => candidate.name === WORLD_COOKIE)?.value;
  if (cookie) return cookie;
  throw new Error(
    "expectCalled: no sim_world cookie on this request context; pass { worldId } (the worldId fixture, or 'default')",
  );
}

/** The typed control client over Playwright's request context (its baseURL, its cookies). */
function controlOver(target: Target, worldId: string): ControlClient {
  const request = isPage(target) ? target.request : target;
  return createControlClient({
    baseUrl: '',
    key: DEFAULT_KEY,
    world: () => worldId,
    fetch: async (input, init) => {
      const answer = await request.fetch(String(input), {
        method: init?.method ?? 'GET',
        headers: init?.headers as Record<string, string>,
        ...(init?.body === undefined ? {} : { data: init.body as string }),
      });
      return new Response(new Uint8Array(await answer.body()), { status: answer.status() });
    },
  });
}

const shown = (value: unknown) => (value === undefined ? 'nothing' : JSON.stringify(value));

function failureMessage(
  asked: ControlInputOf<'verifyJournal'>,
  verdict: VerifyAnswer,
  waited: number,
): string {
  const { method, path, ...rest } = asked;
  const head = `expectCalled: ${method ?? 'any method'} ${path} ${shown(rest)}: expected ${verdict.expected} call(s), found ${verdict.count} (waited ${waited} ms).`;
  if (verdict.nearMisses.length === 0)
    return `${head}\nNo near misses: the journal has no other call in the window.`;
  return `${head}\nNear misses, nearest first:\n${verdict.nearMisses.map(describeNearMiss).join('\n')}`;
}

/**
 * Waits until the journal of the test's world holds the expected calls, or fails with the near
 * misses. Without count, atLeast or atMost: at least once. `count: 0` proves a call was not made
 * (checked once the timeout has passed, so a late call is caught too).
 */
export async function expectCalled(target: Target, expected: ExpectedCall): Promise<VerifyAnswer> {
  const { timeout = 5_000, worldId, ...asked } = expected;
  const control = controlOver(target, await worldOf(target, worldId));
  const started = Date.now();
  const waitsForAbsence = asked.count === 0 || (asked.atMost !== undefined && asked.atLeast === undefined);
  for (;;) {
    const verdict = await control.call('verifyJournal', asked);
    const waited = Date.now() - started;
    if (verdict.ok && (!waitsForAbsence || waited >= timeout)) return verdict;
    if (waited >= timeout) throw new Error(failureMessage(asked, verdict, waited));
    await new Promise((done) => setTimeout(done, 250));
  }
}

/** The world's clock now (ISO): give it as `since` to look only at calls made after this point. */
export async function journalTime(target: Target, worldId?: string): Promise<string> {
  const control = controlOver(target, await worldOf(target, worldId));
  return (await control.call('getClock', {})).now;
}

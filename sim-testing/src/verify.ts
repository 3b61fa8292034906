/**
 * Request verification, as WireMock's `verify`: assert the app made a call (method, path, partial
 * body, headers) a number of times, through `POST /__sim/journal/verify` in the test's world. A
 * failure names what was asked and lists the near misses, nearest first, each with what differed.
 *
 *   const since = await journalTime(world.control);
 *   await page.getByRole('button', { name: 'Continue' }).click();
 *   await expectCalled({ method: 'POST', path: '/sys/deposit/crypto/deposit', body: { amount: 50 }, count: 1, since });
 */
import type { ControlClient } from '@casino/contracts/control/client';
import { describeNearMiss, type VerifyAnswer } from '@casino/contracts/control/journal';
import type { ControlInputOf } from '@casino/contracts/control/registry';

export type { VerifyAnswer };

/** What `expectCalled` asks: the verify call's fields, plus how long to wait for the call. */
export type ExpectedCall = ControlInputOf<'verifyJournal'> & {
  /** How long the app may take to make the call (ms, polled); 5000 by default. */
  timeout?: number;
};

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
 * Waits until the journal of the control client's world holds the expected calls, or fails with
 * the near misses. Without count, atLeast or atMost: at least once. `count: 0` proves a call was
 * not made (checked once the timeout has passed, so a late call is caught too).
 */
export async function verifyCalled(control: ControlClient, expected: ExpectedCall): Promise<VerifyAnswer> {
  const { timeout = 5_000, ...asked } = expected;
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
export async function journalTime(control: ControlClient): Promise<string> {
  return (await control.call('getClock', {})).now;
}

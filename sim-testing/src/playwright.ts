/**
 * `@casino/sim-testing/playwright`: Playwright's `test` and `expect` with the simulator's
 * fixtures. Every test gets its own world (an isolated in-memory database), so tests running in
 * parallel never see each other's sign-ups, deposits, rules or clock.
 *
 *   import { expect, test } from '@casino/sim-testing/playwright';
 *   test('a failed card deposit', async ({ page, world, signInAs, expectCalled }) => {
 *     await world.control.call('addRule', { target: 'deposit', method: 'VISA_MASTERCARD_1', outcome: 'failed' });
 *     await signInAs('demo');
 *     ...
 *     await expectCalled({ method: 'POST', path: '/sys/deposit/**', count: 1 });
 *   });
 *
 * The simulator is the one at `baseURL` (`casino-sim start`); its control key is the option
 * `controlKey` (default SIM_CONTROL_KEY, else 'local-qa-key'). The world is chosen by the
 * `sim_world` cookie on the browser context, which its pages and `page.request` share; its
 * `control` client sends the world by header. The page guard fails a test on a console error,
 * page error, CSP violation or unexpected `#/login` in any of its pages, except a failed load a
 * fault of the test's world caused (its journal says so); opt out narrowly with
 * `test.use({ allowConsoleErrors: [/.../] })` or `test.use({ allowLoginRedirect: true })`.
 * A failing test gets its world's request journal and its export attached to the report
 * (`<world id>.world.json`, also in its output folder): `npx casino-sim world import <file>`
 * makes that world on a local simulator (failure-report.ts). Its page is closed before its
 * world, so Playwright's error context shows the page as the failure left it. At the simulator's cap of worlds
 * (SIM_MAX_WORLDS) the fixture waits for room, at most `worldWaitMs` (create-world.ts).
 */
import { type ControlClient, createControlClient } from '@casino/contracts/control/client';
import { test as base, expect } from '@playwright/test';
import { createWorld, defaultWorldWaitMs } from './create-world';
import { attachWorld, fetchWithin, REPORT_CALL_MS } from './failure-report';
import { faultOfWorld } from './fault-check';
import { type FailedLoad, type FaultCheck, guardContext, type PageGuardOptions } from './page-guard';
import { type SessionUser, signInPage } from './sign-in';
import { type ExpectedCall, journalTime, type VerifyAnswer, verifyCalled } from './verify';

export { expect, faultOfWorld, guardContext, journalTime, signInPage, verifyCalled };
export type {
  ControlClient,
  ExpectedCall,
  FailedLoad,
  FaultCheck,
  PageGuardOptions,
  SessionUser,
  VerifyAnswer,
};
export { CHROMIUM_ARGS } from './chromium';
export { TOKEN_STORAGE_KEY } from './sign-in';

/** The test's own world of the simulator. */
export interface SimWorld {
  id: string;
  /** The contracts' typed control client, bound to this world: `world.control.call('addRule', {...})`. */
  control: ControlClient;
}

export interface SimOptions extends PageGuardOptions {
  /** The simulator's control key (SIM_CONTROL_KEY); 'local-qa-key' by default. */
  controlKey: string;
  /** A scenario the world is made from (`test.use({ scenario: 'name' })`); none: the seeded world. */
  scenario: string | null;
  /**
   * How long creating the world may wait while the simulator holds its cap of worlds
   * (SIM_MAX_WORLDS; it answers 503 until another world is closed or its lease ends). null, the
   * default: half the test's timeout. Any other refusal fails the test at once.
   */
  worldWaitMs: number | null;
}

export interface SimFixtures {
  world: SimWorld;
  /** Puts a member's session in place in this world's page (password: the seeded member's by default). */
  signInAs: (username: string, password?: string, at?: string) => Promise<SessionUser>;
  /** Waits until this world's journal holds the call, or fails with the near misses. */
  expectCalled: (expectation: ExpectedCall) => Promise<VerifyAnswer>;
  /** Fails the test on console errors, CSP violations, page errors and unexpected /login. */
  pageGuard: undefined;
}

const WORLD_COOKIE = 'sim_world';

export const test = base.extend<SimFixtures & SimOptions>({
  controlKey: [process.env.SIM_CONTROL_KEY || 'local-qa-key', { option: true }],
  scenario: [null, { option: true }],
  allowConsoleErrors: [[], { option: true }],
  allowLoginRedirect: [false, { option: true }],
  worldWaitMs: [null, { option: true }],
  world: [
    async ({ context, baseURL, controlKey, scenario, worldWaitMs }, use, testInfo) => {
      if (!baseURL)
        throw new Error(
          'world fixture: baseURL is not configured (the simulator, e.g. http://localhost:8080)',
        );
      const baseUrl = baseURL.replace(/\/$/, '');
      const created = await createWorld({
        baseUrl,
        key: controlKey,
        scenario,
        waitUntil: Date.now() + (worldWaitMs ?? defaultWorldWaitMs(testInfo.timeout)),
      });
      const id = created.id;
      await context.addCookies([{ name: WORLD_COOKIE, value: id, url: baseURL }]);
      const control = createControlClient({ baseUrl, key: controlKey, world: () => id });
      await use({ id, control });
      if (testInfo.status !== testInfo.expectedStatus) {
        // Playwright takes a failed test's page snapshot (its error context) as the context
        // closes, which is after this: closed now, while the world still answers, the snapshot
        // is the page the failure left, not the app told "World ... was closed".
        const reason =
          testInfo.status === 'timedOut' ? `Test timeout of ${testInfo.timeout}ms exceeded.` : 'Test ended.';
        await context.close({ reason }).catch(() => {});
        await attachWorld(testInfo, { baseUrl, key: controlKey, id });
      }
      const simulator = createControlClient({ baseUrl, key: controlKey, fetch: fetchWithin(REPORT_CALL_MS) });
      await simulator.call('closeWorld', { id }).catch(() => {});
    },
    { auto: true },
  ],
  pageGuard: [
    // After the world (so checked before the world is closed: calls still in flight then would
    // answer 404 and be blamed on the test).
    async ({ context, baseURL, allowConsoleErrors, allowLoginRedirect, world }, use) => {
      const faultCaused = baseURL ? faultOfWorld(world.control, baseURL) : undefined;
      const guard = await guardContext(context, { allowConsoleErrors, allowLoginRedirect }, faultCaused);
      await use(undefined);
      await guard.check();
    },
    { auto: true },
  ],
  signInAs: async ({ page, world }, use) => {
    await use((username, password, at) => signInPage(page, { username, password, at, worldId: world.id }));
  },
  expectCalled: async ({ world }, use) => {
    await use((expectation) => verifyCalled(world.control, expectation));
  },
});

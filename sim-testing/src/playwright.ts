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
 * page error, CSP violation or unexpected `#/login` in any of its pages; opt out narrowly with
 * `test.use({ allowConsoleErrors: [/.../] })` or `test.use({ allowLoginRedirect: true })`.
 * A failing test gets its world's request journal attached to the report.
 */
import { type ControlClient, createControlClient } from '@casino/contracts/control/client';
import { test as base, expect } from '@playwright/test';
import { guardContext, type PageGuardOptions } from './page-guard';
import { type SessionUser, signInPage } from './sign-in';
import { type ExpectedCall, journalTime, type VerifyAnswer, verifyCalled } from './verify';

export { expect, guardContext, journalTime, signInPage, verifyCalled };
export type { ControlClient, ExpectedCall, PageGuardOptions, SessionUser, VerifyAnswer };
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
  world: [
    async ({ context, baseURL, controlKey, scenario }, use, testInfo) => {
      if (!baseURL)
        throw new Error(
          'world fixture: baseURL is not configured (the simulator, e.g. http://localhost:8080)',
        );
      const baseUrl = baseURL.replace(/\/$/, '');
      const simulator = createControlClient({ baseUrl, key: controlKey });
      const created = await simulator
        .call('createWorld', scenario ? { scenario } : {})
        .catch((error: Error) => {
          throw new Error(`world fixture: could not create a world at ${baseUrl}: ${error.message}`);
        });
      const id = created.id;
      await context.addCookies([{ name: WORLD_COOKIE, value: id, url: baseURL }]);
      const control = createControlClient({ baseUrl, key: controlKey, world: () => id });
      await use({ id, control });
      if (testInfo.status !== testInfo.expectedStatus) {
        const journal = await control.call('listJournal', {}).catch((error: Error) => error.message);
        await testInfo.attach(`world ${id} journal`, {
          body: JSON.stringify(journal, null, 2),
          contentType: 'application/json',
        });
      }
      await simulator.call('closeWorld', { id }).catch(() => {});
    },
    { auto: true },
  ],
  pageGuard: [
    // After the world (so checked before the world is closed: calls still in flight then would
    // answer 404 and be blamed on the test).
    async ({ context, allowConsoleErrors, allowLoginRedirect, world: _world }, use) => {
      const guard = await guardContext(context, { allowConsoleErrors, allowLoginRedirect });
      await use(undefined);
      guard.check();
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

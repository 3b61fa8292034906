/**
 * The repository's layer over `@casino/sim-testing/playwright` (sim-testing/src/playwright.ts),
 * the fixture QA teams install: every test gets its own simulator world (`world`: its id and the
 * typed control client bound to it), the page guard, `signInAs` and `expectCalled`. This file
 * adds only what the repository's own specs share:
 *
 *   import { DEMO_MEMBER, expect, signInAs, sim, test } from './support/world';
 *   test('...', async ({ page, request, worldId }) => { await signInAs(page, 'demo', 'Demo1234!'); });
 *
 * `worldId` is the world's id; `signInAs(page, ...)` the fixture's sign-in for any page of the
 * test; `sim()` calls the control plane by path through Playwright's `request` fixture, a
 * context of its own without the world cookie (so it sends the `X-Sim-World` header).
 */
import {
  test as base,
  expect,
  type SessionUser,
  signInPage,
  TOKEN_STORAGE_KEY,
} from '@casino/sim-testing/playwright';
import type { APIRequestContext, Page } from '@playwright/test';

export { expect, TOKEN_STORAGE_KEY };

/** The simulator's control key in local and QA runs. */
export const SIM_KEY = 'local-qa-key';
/** Where the web app keeps the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'casino.language';

/**
 * Tags a test or describe block whose subject is the layout (grid columns, bottom pickers,
 * full-screen pop-ups, phone widths): the mobile project runs only these, the desktop project
 * runs everything (playwright.config.ts). `test('...', LAYOUT, async ({ page }) => ...)`.
 */
export const LAYOUT = { tag: '@layout' } as const;

/** The seeded demo members (fixtures/src/members.ts). */
export const DEMO_MEMBER = { username: 'demo', password: 'Demo1234!' } as const;
export const NEWBIE_MEMBER = { username: 'newbie', password: 'Newbie1234!' } as const;

let currentWorldId: string | null = null;

export const test = base.extend<{ worldId: string }>({
  worldId: [
    async ({ world }, use) => {
      currentWorldId = world.id;
      await use(world.id);
      currentWorldId = null;
    },
    { auto: true },
  ],
});

interface Envelope<T> {
  error: number;
  message: string;
  data: T;
}

/**
 * Calls the simulator's control plane (`/__sim/...`) in the current test's world with the control
 * key. `path` may be given with or without the `/__sim` prefix. Returns the parsed envelope.
 */
export async function sim<T = unknown>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<Envelope<T>> {
  const url = path.startsWith('/__sim') ? path : `/__sim${path.startsWith('/') ? '' : '/'}${path}`;
  const headers: Record<string, string> = { 'X-Sim-Key': SIM_KEY };
  if (currentWorldId) headers['X-Sim-World'] = currentWorldId;
  const response = await request.fetch(url, { method, headers, data: body });
  return (await response.json()) as Envelope<T>;
}

/**
 * Signs `page` (the test's page, or a page of another context of the test) in: the fixture's
 * sign-in (sim-testing/src/sign-in.ts) in the current test's world.
 */
export function signInAs(page: Page, username: string, password: string, at = '/'): Promise<SessionUser> {
  return signInPage(page, { username, password, at, worldId: currentWorldId });
}

/**
 * Shared Playwright fixture: every test gets its own simulator world (an isolated in-memory
 * database), so tests never see each other's sign-ups, deposits or password changes.
 *
 *   import { expect, signInAs, sim, test } from './support/world';
 *   test('...', async ({ page, request, worldId }) => { await signInAs(page, 'demo', 'Demo1234!'); });
 *
 * The world is chosen by the `sim_world` cookie on the browser context, which its pages and
 * `page.request` share. Playwright's `request` fixture is a context of its own without that
 * cookie: `sim()` sends the `X-Sim-World` header, which is what brings it to the test's world.
 *
 * Every test is also watched by the page guard (page-guard.ts): a console error, page error, CSP
 * violation or unexpected `#/login` in any of its pages fails it; opt out narrowly with
 * `test.use({ allowConsoleErrors: [/.../] })` or `test.use({ allowLoginRedirect: true })`.
 */
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { controlClientFor } from './control';
import { guardContext, type PageGuardOptions } from './page-guard';

export { expect };

/** The simulator's control key in local and QA runs. */
export const SIM_KEY = 'local-qa-key';
/** Where the web app keeps the session token (web/src/shared/storage/app-storage.ts). */
export const TOKEN_STORAGE_KEY = 'casino.token';
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

interface WorldFixtures extends PageGuardOptions {
  /** Fails the test on console errors, CSP violations, page errors and unexpected /login (page-guard.ts). */
  pageGuard: undefined;
  /** The id of this test's simulator world. */
  worldId: string;
  /** Optional scenario the world is made from (override with `test.use({ scenario: 'name' })`). */
  scenario: string | null;
}

let currentWorldId: string | null = null;

export const test = base.extend<WorldFixtures>({
  scenario: [null, { option: true }],
  allowConsoleErrors: [[], { option: true }],
  allowLoginRedirect: [false, { option: true }],
  pageGuard: [
    // After the world (so checked before the world is deleted: calls still in flight then would
    // answer 404 and be blamed on the test).
    async ({ context, allowConsoleErrors, allowLoginRedirect, worldId: _worldId }, use) => {
      const guard = await guardContext(context, { allowConsoleErrors, allowLoginRedirect });
      await use(undefined);
      guard.check();
    },
    { auto: true },
  ],
  worldId: [
    async ({ context, baseURL, scenario }, use) => {
      if (!baseURL) throw new Error('world fixture: baseURL is not configured');
      const control = controlClientFor({ baseURL, key: SIM_KEY });
      const created = await control
        .call('createWorld', scenario ? { scenario } : {})
        .catch((error: Error) => {
          throw new Error(`world fixture: could not create a world: ${error.message}`);
        });
      const id = created.id;
      await context.addCookies([{ name: 'sim_world', value: id, url: baseURL }]);
      currentWorldId = id;
      await use(id);
      currentWorldId = null;
      await control.call('closeWorld', { id }).catch(() => {});
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
 * Signs in through the API (no UI) and puts the token where the web app reads it, so the page
 * starts signed in. A page that has loaded nothing yet gets the token before the app's first
 * load and then opens `at` (one load, not a load and a reload); a page already showing the app
 * gets it in place and reloads. Returns the session user the API answered.
 */
export async function signInAs(
  page: Page,
  username: string,
  password: string,
  at = '/',
): Promise<{ token: string; username: string; [key: string]: unknown }> {
  const headers: Record<string, string> = {};
  if (currentWorldId) headers['X-Sim-World'] = currentWorldId;
  const response = await page.request.post('/api/sys/auth/login', {
    headers,
    form: { username, password, type: 'MEMBER' },
  });
  const body = (await response.json()) as Envelope<{ token: string; username: string }>;
  if (body.error !== 0) throw new Error(`signInAs(${username}): ${body.message} (${body.error})`);
  const token = body.data.token;
  if (page.url() === 'about:blank') {
    // Once per tab (a mark in its session storage): a later sign-out and reload stays signed out.
    await page.addInitScript(
      ({ key, value, mark }) => {
        if (!window.location.protocol.startsWith('http') || window.sessionStorage.getItem(mark)) return;
        window.sessionStorage.setItem(mark, '1');
        window.localStorage.setItem(key, value);
      },
      { key: TOKEN_STORAGE_KEY, value: token, mark: `e2e.signedIn.${token.slice(0, 12)}` },
    );
    await page.goto(at);
    return body.data;
  }
  await page.evaluate(
    ([key, value]) => window.localStorage.setItem(key as string, value as string),
    [TOKEN_STORAGE_KEY, token],
  );
  await page.reload();
  return body.data;
}

/** Alias of `signInAs` (the name some briefs use). */
export const signIn = signInAs;

/** POST to the control plane: `simControl(request, '/clock/advance', { ms: 1000 })`. */
export function simControl<T = unknown>(
  request: APIRequestContext,
  path: string,
  body?: unknown,
): Promise<Envelope<T>> {
  return sim<T>(request, 'POST', path, body);
}

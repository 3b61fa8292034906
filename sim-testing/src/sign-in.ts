import { seedMembers } from '@casino/fixtures/members';
import type { Page } from '@playwright/test';

/** Where the web app keeps the session token (web/src/shared/storage/app-storage.ts). */
export const TOKEN_STORAGE_KEY = 'casino.token';
const WORLD_HEADER = 'X-Sim-World';

/** The session user the sign-in answered. */
export interface SessionUser {
  token: string;
  username: string;
  [key: string]: unknown;
}

export interface SignIn {
  username: string;
  /** Default: the seeded member's (demo, newbie...: fixtures/src/members.ts). */
  password?: string | undefined;
  /** The world to sign in in (X-Sim-World); none: the page's `sim_world` cookie decides. */
  worldId?: string | null | undefined;
  /** Where a page that has loaded nothing yet opens; '/' by default. */
  at?: string | undefined;
}

function passwordOf(username: string, given: string | undefined): string {
  if (given !== undefined) return given;
  const seeded = seedMembers.find((member) => member.username === username);
  if (!seeded)
    throw new Error(`signInAs(${username}): give the password (only the seeded members have a known one)`);
  return seeded.password;
}

/**
 * Signs in through the API (no UI) and puts the token where the web app reads it, so the page
 * starts signed in. A page that has loaded nothing yet gets the token before the app's first
 * load and then opens `at` (one load, not a load and a reload); a page already showing the app
 * gets it in place and reloads. Answers the session user the API answered.
 */
export async function signInPage(
  page: Page,
  { username, password, worldId, at = '/' }: SignIn,
): Promise<SessionUser> {
  const headers: Record<string, string> = worldId ? { [WORLD_HEADER]: worldId } : {};
  const response = await page.request.post('/api/sys/auth/login', {
    headers,
    form: { username, password: passwordOf(username, password), type: 'MEMBER' },
  });
  const body = (await response.json()) as { error: number; message: string; data: SessionUser };
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

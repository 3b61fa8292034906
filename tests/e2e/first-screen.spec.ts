import type { Page } from '@playwright/test';
import { screenshot } from './support/screens';
import { DEMO_MEMBER, expect, LANGUAGE_STORAGE_KEY, LAYOUT, signInAs, sim, test } from './support/world';

/**
 * Decision 029: on home the boot script sends the access check and the banner list,
 * draws the top bar and the first banner, and only then loads the app, which takes those answers
 * over instead of asking again. These tests read the order of the browser's own requests.
 */
interface Sent {
  path: string;
  language?: string;
  signedIn: boolean;
}

function recordRequests(page: Page): Sent[] {
  const sent: Sent[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    sent.push({
      path: `${url.pathname}${url.search}`,
      language: request.headers()['x-fe-lang'],
      signedIn: Boolean(request.headers().authorization),
    });
  });
  return sent;
}

const bannerList = '/api/base/banner/listAll';
const accessCheck = '/api/sys/ipinfoCloudFlare';

function indexOf(sent: Sent[], matches: (path: string) => boolean): number {
  return sent.findIndex((request) => matches(request.path));
}

test.describe('while the access check is slow', () => {
  // Players once saw 2.5-4 s of an empty navy screen. Home (the boot script waits for the check) and
  // another page (the app's access gate waits) both show the site's loading state at once.
  for (const at of ['/', '/#/games/all']) {
    test(`${at} shows the site's logo and a busy status, not an empty screen`, async ({ page, request }) => {
      await sim(request, 'POST', '/faults', { pathPattern: accessCheck, latencyMs: 3000, count: 1 });
      let answered = false;
      const check = page.waitForResponse((response) => response.url().endsWith(accessCheck));
      void check.then(() => {
        answered = true;
      });
      await page.goto(at, { waitUntil: 'commit' });
      const loading = page.getByRole('status').filter({ hasText: 'Lucky Harbor Casino' });
      await expect(loading).toBeVisible();
      await expect(loading).toHaveAttribute('aria-busy', 'true');
      expect(answered).toBe(false);
      await screenshot(page, `first-screen-access-loading${at === '/' ? '' : '-page'}`);
      await check;
      await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
      await expect(loading).toHaveCount(0);
    });
  }
});

test.describe('home before the app has loaded', () => {
  test(
    'the first banner is drawn before the app is asked for, and its calls are not sent twice',
    LAYOUT,
    async ({ page }) => {
      const sent = recordRequests(page);
      await page.goto('/');
      const bar = page.getByRole('banner');
      await expect(bar.getByRole('button', { name: 'Sign In' })).toBeVisible();
      const banner = page
        .getByRole('region', { name: /banner/i })
        .or(page.locator('.banner-carousel'))
        .first();
      await expect(banner.locator('img').first()).toBeVisible();

      const picture = indexOf(sent, (path) => path.startsWith('/api/sys/file/get?'));
      const appScript = indexOf(sent, (path) => /^\/assets\/main-[\w-]+\.js$/.test(path));
      expect(picture).toBeGreaterThan(-1);
      expect(appScript).toBeGreaterThan(picture);
      expect(sent.filter((request) => request.path === bannerList)).toHaveLength(1);
      expect(sent.filter((request) => request.path === accessCheck)).toHaveLength(1);
      // The picture the app shows is the one the boot script drew (the same address, cached).
      const shown = await banner.locator('img').first().getAttribute('src');
      expect(sent[picture]?.path).toBe(shown);
    },
  );

  test('a signed-in member in German: the boot sends as the app would, and home ends signed in', async ({
    page,
  }) => {
    await page.addInitScript(
      ([key]) => window.localStorage.setItem(key as string, 'de'),
      [LANGUAGE_STORAGE_KEY],
    );
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Anmelden' })).toBeVisible();
    const sent = recordRequests(page);
    await signInAs(page, DEMO_MEMBER.username, DEMO_MEMBER.password);

    const bar = page.getByRole('banner');
    await expect(bar).toContainText('1.500,00');
    await expect(bar.getByRole('button', { name: 'Einzahlen' })).toBeVisible();
    const lists = sent.filter((request) => request.path === bannerList);
    expect(lists).toHaveLength(1);
    expect(lists[0]).toMatchObject({ language: 'de', signedIn: true });

    // Still signed in on a fresh load: the boot's answers never sign a member out.
    await page.reload();
    await expect(page.getByRole('banner')).toContainText('1.500,00');
    await expect(page).not.toHaveURL(/#\/login/);
  });

  test('any other route loads the app at once, without the boot calls', async ({ page }) => {
    const sent = recordRequests(page);
    await page.goto('/#/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const appScript = indexOf(sent, (path) => /^\/assets\/main-[\w-]+\.js$/.test(path));
    const firstCall = indexOf(sent, (path) => path.startsWith('/api/'));
    expect(appScript).toBeGreaterThan(-1);
    expect(firstCall).toBeGreaterThan(appScript);
  });
});

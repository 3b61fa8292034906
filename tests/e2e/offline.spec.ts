import type { BrowserContext, Page } from '@playwright/test';
import { screenshot } from './support/screens';
import { DEMO_MEMBER, expect, LAYOUT, signInAs, test } from './support/world';

/**
 * A phone's network drops for seconds (decision 066): code loaded on demand waits for the network
 * and is tried again instead of breaking the app until a reload, an offline notice says so while
 * it lasts, what is on screen catches up when the network is back, and a service worker keeps the
 * app's shell and chunks (never /api) so a page opened before opens offline.
 */

// Calls the app makes while the test holds the network off fail in the browser's own log
// ("Failed to load resource: net::ERR_INTERNET_DISCONNECTED"): that drop is the test's doing.
test.use({ allowConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED/] });
// Sign-in, lists loaded twice, and (below) a worker that fetches its precache one file after
// another beside the app's own start.
test.describe.configure({ timeout: 90_000 });

const offlineNotice = (page: Page) => page.getByRole('status').filter({ hasText: "You're offline" });
const topBarBalance = (page: Page) => page.getByRole('banner').locator('.top-bar__balance');
const somethingWentWrong = (page: Page) => page.getByRole('heading', { name: 'Something went wrong' });

/**
 * Waits until the page's warm-ups (the side drawer's code, the demo panel) have arrived. A chunk
 * whose fetch is cut by the drop itself stays failed in Chromium until a reload, whatever the app
 * does (decision 066); the journey is about code asked for while offline, which must wait.
 */
async function whenWarmedUp(page: Page) {
  await page.waitForFunction(
    () =>
      performance.getEntriesByType('resource').some((entry) => /\/assets\/side-drawer-/.test(entry.name)) &&
      document.getElementById('control-panel-root') !== null,
    null,
    { timeout: 30_000 },
  );
}

/** A mark on the page's window: still there at the end means the page was never reloaded. */
async function markThisPage(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { offlineJourneyMark: boolean }).offlineJourneyMark = true;
  });
}

async function expectSamePage(page: Page) {
  const mark = await page.evaluate(
    () => (window as unknown as { offlineJourneyMark?: boolean }).offlineJourneyMark,
  );
  expect(mark, 'the page was reloaded').toBe(true);
}

async function goOffline(page: Page, context: BrowserContext) {
  await context.setOffline(true);
  await expect(offlineNotice(page)).toBeVisible();
}

async function goOnline(page: Page, context: BrowserContext) {
  await context.setOffline(false);
  await expect(offlineNotice(page)).toHaveCount(0);
}

test.describe('before the service worker has installed (a first visit)', () => {
  // No worker: every chunk not loaded yet must come from the network, as on a first visit (the
  // suite's default, tests/playwright.config.ts; said here as it is this test's subject).
  test.use({ serviceWorkers: 'block' });

  test(
    '1.5 s offline while navigating: Menu, Home and a game list then work with no reload',
    LAYOUT,
    async ({ page, context }) => {
      await signInAs(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
      await expect(topBarBalance(page)).toContainText('1,500.00');
      await expect(page.getByRole('link', { name: 'More Slots' })).toBeVisible({ timeout: 15_000 });
      await whenWarmedUp(page);
      await markThisPage(page);

      await goOffline(page, context);
      const notice = offlineNotice(page);
      await expect(notice).toHaveAttribute('aria-live', 'polite');
      // Clear of the top bar's balance.
      const noticeBox = await notice.boundingBox();
      const balanceBox = await topBarBalance(page).boundingBox();
      expect(noticeBox && balanceBox && noticeBox.y >= balanceBox.y + balanceBox.height).toBe(true);
      await screenshot(page, 'offline-notice');
      // A game list, whose code has not been needed yet, and the menu.
      await page.getByRole('link', { name: 'More Slots' }).click();
      await expect(page).toHaveURL(/#\/games\/slots$/);
      await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();

      await goOnline(page, context);
      // The menu asked for offline is open, the game list's code has come.
      const drawer = page.getByRole('dialog', { name: 'Main menu' });
      await expect(drawer).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: 'Slots Games' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Slots Games' }).getByRole('button').first()).toBeVisible({
        timeout: 15_000,
      });

      await page.getByRole('banner').getByRole('link', { name: 'Lucky Harbor Casino home' }).click();
      await expect(page.getByRole('link', { name: 'More Slots' })).toBeVisible();
      await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
      await expect(drawer).toBeVisible();
      await page.keyboard.press('Escape');
      await page.getByRole('link', { name: 'More Slots' }).click();
      await expect(page.getByRole('list', { name: 'Slots Games' }).getByRole('button').first()).toBeVisible();

      await expect(somethingWentWrong(page)).toHaveCount(0);
      await expect(topBarBalance(page)).toContainText('1,500.00');
      await expectSamePage(page);
    },
  );
});

test.describe('the service worker', () => {
  // The suite blocks the worker elsewhere (its precache costs each new page 145 downloads).
  test.use({ serviceWorkers: 'allow' });
  /** Waits until the worker controls the page: it has precached the build and taken over. */
  async function whenControlled(page: Page) {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 45_000 });
  }

  test('precaches the shell and its chunks, never /api, .br, .gz or .map files', async ({ page }) => {
    await page.goto('/');
    await whenControlled(page);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain('/index.html');
    expect(cached).toContain('/manifest.webmanifest');
    expect(cached.some((path) => /^\/assets\/main-[\w-]+\.js$/.test(path))).toBe(true);
    expect(cached.some((path) => /^\/assets\/category-browser-page-[\w-]+\.js$/.test(path))).toBe(true);
    expect(cached.filter((path) => /\.(br|gz|map)$/.test(path))).toEqual([]);
    expect(cached.filter((path) => /^\/(api|__sim|sim|docs|openapi\.json)(\/|$)/.test(path))).toEqual([]);
  });

  test('serves the shell offline after a first visit, never /api', async ({ page, context }) => {
    await signInAs(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await whenControlled(page);

    // Online, the worker answers the build's files and leaves every call to the network.
    const answers: { path: string; byWorker: boolean }[] = [];
    page.on('response', (response) =>
      answers.push({ path: new URL(response.url()).pathname, byWorker: response.fromServiceWorker() }),
    );
    await page.reload();
    await expect(topBarBalance(page)).toContainText('1,500.00');
    const calls = answers.filter((answer) => answer.path.startsWith('/api/'));
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.filter((call) => call.byWorker)).toEqual([]);
    expect(answers.some((answer) => answer.path.startsWith('/assets/') && answer.byWorker)).toBe(true);

    // Offline, a reload shows the app (not the browser's error page), and a call made now fails:
    // no answer of the server was kept.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(offlineNotice(page)).toBeVisible();
    const call = await page.evaluate(() =>
      fetch('api/sys/auth/token/info', { method: 'POST' }).then(
        () => 'answered',
        () => 'failed',
      ),
    );
    expect(call).toBe('failed');
    // A page whose code was never loaded comes from the worker's copy.
    await markThisPage(page);
    await page.goto('/#/games/slots');
    await expect(page.getByRole('heading', { level: 1, name: 'Slots Games' })).toBeVisible();
    await screenshot(page, 'offline-reloaded');

    // Back online, the page catches up without a reload: the balance, the game list.
    await goOnline(page, context);
    await expect(topBarBalance(page)).toContainText('1,500.00');
    await expect(page.getByRole('list', { name: 'Slots Games' }).getByRole('button').first()).toBeVisible({
      timeout: 15_000,
    });
    await expect(somethingWentWrong(page)).toHaveCount(0);
    await expectSamePage(page);
  });

  test('the manifest makes the app installable under the site name', async ({ page }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('./manifest.webmanifest');
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ name: 'Lucky Harbor Casino', display: 'standalone', start_url: './' });
    for (const icon of manifest.icons as { src: string }[]) {
      const answer = await page.request.get(`/${icon.src}`);
      expect(answer.ok(), icon.src).toBe(true);
    }
  });
});

import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectAccessible } from './support/axe-page';
import { screenshot } from './support/screens';
import { DEMO_MEMBER, expect, NEWBIE_MEMBER, SIM_KEY, signInAs, sim, test } from './support/world';

/**
 * The QA control plane seen from the app: each test shapes its own simulator world
 * through `/__sim` (or the demo panel) and checks what a player would see.
 */

/**
 * Buttons are pressed with the keyboard: in the mobile project the page is wider than the
 * screen (reported), which throws Playwright's pointer hit-test off for fixed layers.
 */
const press = (target: Locator) => target.press('Enter');

async function openFromDrawer(page: Page, group: string | null, entry: string | RegExp, title: string) {
  const drawer = page.getByRole('dialog', { name: 'Main menu' });
  // The drawer stays open under an overlay it opened; open it only when it is closed.
  if (!(await drawer.isVisible()))
    await press(page.getByRole('banner').getByRole('button', { name: 'Menu' }));
  if (group) await press(drawer.getByRole('button', { name: group }));
  await press(drawer.getByRole('button', { name: entry, exact: true }));
  const overlay = page.getByRole('dialog', { name: title });
  await expect(overlay).toBeVisible();
  return overlay;
}

/** The one picker: a native select on desktop, a field opening a bottom sheet on mobile. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  const control = scope.getByLabel(label, { exact: true });
  if ((await control.evaluate((element) => element.tagName)) === 'SELECT') {
    await control.selectOption(option);
    return;
  }
  await press(control);
  await page.getByRole('option', { name: option, exact: true }).dispatchEvent('click');
}

test.describe('QA control plane in the app', () => {
  // Generous: the browser suite shares the machine with builds and other suites.
  test.describe.configure({ timeout: 180_000 });

  test('a rule makes the next card deposit fail, and the app shows the failure', async ({
    page,
    request,
  }) => {
    await signInAs(page, NEWBIE_MEMBER.username, NEWBIE_MEMBER.password);
    const rule = await sim(request, 'POST', '/rules', {
      target: 'deposit',
      method: 'VISA_MASTERCARD_1',
      username: NEWBIE_MEMBER.username,
      outcome: 'failed',
    });
    expect(rule.error).toBe(0);

    await press(page.getByRole('banner').getByRole('button', { name: 'Deposit' }));
    const dialog = page.getByRole('dialog', { name: 'Deposit' });
    await press(dialog.getByRole('button', { name: 'Visa / Mastercard' }));
    await dialog.getByLabel('Card number').fill('4242424242424242');
    await dialog.getByLabel('CVV').fill('123');
    await choose(page, dialog, 'Expiry month (MM)', '12');
    await choose(page, dialog, 'Expiry year', String(new Date().getFullYear() + 2));
    // The main window makes the deposit; the processing window only shows how it went (decision 017).
    const processing = page.waitForEvent('popup');
    await press(dialog.getByRole('button', { name: 'Deposit now' }));
    const popup = await processing;
    // The main window says so in its warning dialog (spec 02 §8), the window in place of its spinner.
    await expect(page.getByRole('alertdialog', { name: 'Warning' })).toContainText(/declined/i, {
      timeout: 20_000,
    });
    await expect(popup.getByRole('heading', { name: 'Deposit failed' })).toBeVisible({ timeout: 20_000 });
    await screenshot(popup, 'control-plane-card-declined');
    // The rule is used up: nothing is left for the next deposit.
    expect((await sim<unknown[]>(request, 'GET', '/rules')).data).toEqual([]);
  });

  test.describe('with withdrawals in flight', () => {
    test.use({ scenario: 'pending-withdrawals' });

    test('advancing a withdrawal changes its status in the history and adds a news item', async ({
      page,
      request,
    }) => {
      await signInAs(page, 'waitingpayout', 'Test1234!');
      let history = await openFromDrawer(page, 'Cashier', 'Cashout History', 'Cash-out history');
      const pendingRow = history.getByRole('article').filter({ hasText: 'Pending review' });
      await expect(pendingRow).toHaveCount(1);
      const id = Number((await pendingRow.getAttribute('aria-label'))?.match(/\d+/)?.[0]);
      expect(id).toBeGreaterThan(0);

      const advanced = await sim(request, 'POST', `/withdrawals/${id}/advance`, { status: 10 });
      expect(advanced.error).toBe(0);

      // As the demo panel does: the app reads the change after a reload.
      await page.reload();
      history = await openFromDrawer(page, 'Cashier', 'Cashout History', 'Cash-out history');
      await expect(history.getByRole('article', { name: `Cash-out ${id}` })).toContainText('Rejected');
      await screenshot(page, 'control-plane-withdrawal-rejected');
      await page.keyboard.press('Escape');
      await expect(history).toBeHidden();

      // The entry's name carries the unread count ("News 4 unread").
      const news = await openFromDrawer(page, null, /^News\b/, 'News');
      await expect(news).toContainText(/Your cash-out of 100\.00 \w+ was rejected/);
    });
  });

  test('a latency rule shows the loading overlay while the call is slow', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    // The first load's own calls are done before the slow one is awaited.
    await page.waitForLoadState('networkidle');
    const fault = await sim(request, 'POST', '/faults', {
      pathPattern: '/api/sys/game/all',
      latencyMs: 8000,
    });
    expect(fault.error).toBe(0);
    // The slowed answer is held from the page until the overlay has been looked at: on a loaded
    // machine the page may take longer than the latency to draw, and the overlay is then looked
    // at while the answer is still on its way, not after it landed. How long the simulator took
    // says the rule applied.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let fetchedAfterMs = -1;
    await page.route('**/api/sys/game/all', async (route) => {
      const sentAt = Date.now();
      const response = await route.fetch();
      fetchedAfterMs = Date.now() - sentAt;
      await released;
      await route.fulfill({ response });
    });
    const slowCall = page.waitForResponse((response) => response.url().endsWith('/api/sys/game/all'), {
      timeout: 60_000,
    });
    await page.reload({ waitUntil: 'commit' });
    const overlay = page.getByTestId('loading-overlay');
    await expect(overlay).toBeVisible({ timeout: 20_000 });
    // The status region says it too (the overlay itself is hidden from assistive technology).
    await expect(page.locator('output').filter({ hasText: 'Loading…' })).toHaveCount(1);
    await screenshot(page, 'control-plane-latency');
    release();
    await slowCall;
    expect(fetchedAfterMs).toBeGreaterThanOrEqual(8000);
    await expect(overlay).toBeHidden({ timeout: 10_000 });
  });

  test.describe('a dropped connection', () => {
    // The faults below break these calls' answers on purpose; Chromium logs each as an error,
    // which the page guard expects: the world's journal says a fault dropped each.
    const LOGIN = '/api/sys/auth/login';
    const LATEST_WINS = '/api/sys/latestWin/randomList';

    test('a dropped connection shows the network error', async ({ page, request }) => {
      const fault = await sim(request, 'POST', '/faults', { pathPattern: '/api/sys/game/all', drop: true });
      expect(fault.error).toBe(0);
      // Watched from the start: the toast lasts a few seconds, and the page may load slowly.
      const networkError = page.getByText('Network error: please check your connection and try again.');
      await Promise.all([expect(networkError).toBeVisible({ timeout: 30_000 }), page.goto('/')]);
      await screenshot(page, 'control-plane-network-error');
    });

    /** How many requests for `path` reached the simulator. */
    const arrived = async (request: APIRequestContext, path: string) =>
      (await sim<unknown[]>(request, 'GET', `/journal?path=${path}`)).data.length;

    // One tap once reached the server 7 times (the browser sent it again on each pooled
    // connection) and a fault for one call was used up by the browser's resend.
    test('a dropped sign-in is sent once: the player is told, and the next tap signs in', async ({
      page,
      request,
    }) => {
      await page.goto('/');
      const bar = page.getByRole('banner');
      await bar.getByRole('button', { name: 'Sign In' }).click();
      const form = page.getByRole('dialog', { name: 'Sign In' });
      await form.getByLabel('Username').fill(DEMO_MEMBER.username);
      await form.getByLabel('Password', { exact: true }).fill(DEMO_MEMBER.password);
      await sim(request, 'POST', '/faults', { pathPattern: LOGIN, drop: true, count: 1 });
      await form.getByRole('button', { name: 'Sign In' }).click();
      await expect(
        page.getByText('Network error: please check your connection and try again.'),
      ).toBeVisible();
      expect(await arrived(request, LOGIN)).toBe(1);
      await expect(bar.getByRole('button', { name: 'Sign In' })).toBeVisible();
      await form.getByRole('button', { name: 'Sign In' }).click();
      await expect(bar).toContainText('1,500.00');
      expect(await arrived(request, LOGIN)).toBe(2);
    });

    test('a list that keeps failing is asked three times, then no more', async ({ page, request }) => {
      await page.clock.install();
      await sim(request, 'POST', '/faults', { pathPattern: LATEST_WINS, drop: true });
      await page.goto('/');
      await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
      // The page's time moves a second per look: the retries come 1 s and 2 s after a failure.
      await expect
        .poll(
          async () => {
            await page.clock.runFor(1_000);
            return arrived(request, LATEST_WINS);
          },
          { timeout: 20_000 },
        )
        .toBe(3);
      // Long after, still three: a fourth attempt would have come 4 s after the third.
      await page.clock.runFor(10_000);
      expect(await arrived(request, LATEST_WINS)).toBe(3);
    });
  });

  test('the demo panel flips the restriction notice on', async ({ page, request }) => {
    await page.goto('/');
    const launcher = page.getByRole('button', { name: 'Demo panel' });
    // The panel's launcher comes with a lazy chunk: on a loaded machine, later than 7 s.
    await expect(launcher, 'build the demo variant: vite build --mode demo').toBeVisible({ timeout: 20_000 });
    // The keyboard: Enter opens the panel, Space ticks a box.
    await press(launcher);
    const panel = page.getByRole('dialog', { name: 'Demo panel (QA control plane)' });
    const restricted = panel.getByLabel('Restricted location (access policy)');
    await expect(restricted).toBeEnabled();
    await expect(restricted).not.toBeChecked();
    await expectAccessible(page, 'demo panel', { include: ['.modal-layer'] });
    await screenshot(page, 'control-panel');

    // The change reloads the app, which then reads the access policy again: the reload is waited
    // for as a navigation (a loaded machine took over 7 s), the notice as a change on the page.
    const reloaded = page.waitForEvent('load');
    await restricted.press('Space');
    await reloaded;
    const notice = page.getByRole('alertdialog', { name: 'Service unavailable' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('our services are not provided at your location');
    await screenshot(page, 'control-panel-restricted');
    const policy = await sim<Array<{ name: string; value: unknown }>>(request, 'GET', '/settings');
    expect(policy.data.find((row) => row.name === 'accessPolicy')?.value).toMatchObject({ status: 0 });
  });

  test('two worlds in parallel do not see each other’s sign-in', async ({
    page,
    browser,
    playwright,
    baseURL,
  }) => {
    await signInAs(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Deposit' })).toBeVisible();
    const token = await page.evaluate(() => window.localStorage.getItem('casino.token'));
    expect(token).toBeTruthy();

    const control = await playwright.request.newContext({ baseURL });
    const created = await control.post('/__sim/worlds', { headers: { 'X-Sim-Key': SIM_KEY }, data: {} });
    const otherWorld = ((await created.json()) as { data: { id: string } }).data.id;
    const otherContext = await browser.newContext({ baseURL });
    try {
      await otherContext.addCookies([{ name: 'sim_world', value: otherWorld, url: baseURL ?? '' }]);
      const otherPage = await otherContext.newPage();
      await otherPage.goto('/');
      // The first world's session means nothing in the other one: it shows a visitor.
      await otherPage.evaluate((value) => window.localStorage.setItem('casino.token', value ?? ''), token);
      await otherPage.reload();
      await expect(otherPage.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
      // The first world's session is untouched by the other world's look-up.
      await page.reload();
      await expect(page.getByRole('banner').getByRole('button', { name: 'Deposit' })).toBeVisible();
      // And the other way round: a session opened in the other world is unknown here.
      const login = await otherPage.request.post('/api/sys/auth/login', {
        form: { username: NEWBIE_MEMBER.username, password: NEWBIE_MEMBER.password, type: 'MEMBER' },
      });
      const otherToken = ((await login.json()) as { data: { token: string } }).data.token;
      await page.evaluate((value) => window.localStorage.setItem('casino.token', value), otherToken);
      await page.reload();
      await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
    } finally {
      await otherContext.close();
      await control.delete(`/__sim/worlds/${otherWorld}`, { headers: { 'X-Sim-Key': SIM_KEY } });
      await control.dispose();
    }
  });
});

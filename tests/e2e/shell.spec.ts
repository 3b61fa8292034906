import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe-page';
import { chooseMethod, choosePreset, openDeposit } from './support/deposit-journey';
import { screenshot } from './support/screens';
import { DEMO_MEMBER, expect, LAYOUT, signInAs, test } from './support/world';

/**
 * Axe over the shell's own regions (top bar, footer, chat icon, open pop-ups): the lobby's
 * hundreds of game covers belong to the games suite and make a whole-page run very slow.
 */
async function expectNoSeriousViolations(page: Page, label: string, { withTooltip = false } = {}) {
  // The chat tooltip fades out after 9 s (spec 01 section 2): half-transparent for those 0.5 s,
  // its text would be judged at a contrast no reader meets for longer than the fade. Only the
  // first check after a page load (home, well inside the 9 s) looks at the tooltip.
  await page.waitForFunction(() => !document.querySelector('.chat-icon__tooltip--fading'));
  await expectAccessible(page, label, {
    include: ['header.top-bar', 'footer.site-footer', '.chat-icon', '.modal-layer'],
    exclude: withTooltip ? [] : ['.chat-icon__tooltip'],
  });
}

async function openDrawer(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  return page.getByRole('dialog', { name: 'Main menu' });
}

test.describe('shell', () => {
  test.describe.configure({ timeout: 120_000 });
  test(
    'a visitor sees Sign In and Sign Up, the footer, and no serious axe violation',
    LAYOUT,
    async ({ page }) => {
      await page.goto('/');
      const bar = page.getByRole('banner');
      await expect(bar.getByRole('button', { name: 'Sign In' })).toBeVisible();
      await expect(bar.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '#/join');
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('img', { name: 'Visa' })).toBeVisible();
      await expect(footer).toContainText('licensed and regulated by the Curaçao Gaming Authority');
      await expect(footer.getByRole('button', { name: 'Refer a friend' })).toHaveCount(0);
      await expectNoSeriousViolations(page, 'home', { withTooltip: true });
      await screenshot(page, 'shell-home-visitor');
    },
  );

  test('a member sees the balance and the drawer with its collapsed groups', LAYOUT, async ({ page }) => {
    await signInAs(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    const bar = page.getByRole('banner');
    await expect(bar).toContainText('1,500.00');
    await expect(bar.getByRole('button', { name: 'Deposit' })).toBeVisible();
    await screenshot(page, 'shell-home-member');

    const drawer = await openDrawer(page);
    await expect(drawer).toContainText('demo');
    const account = drawer.getByRole('button', { name: 'Account Settings' });
    const cashier = drawer.getByRole('button', { name: 'Cashier' });
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    await expect(cashier).toHaveAttribute('aria-expanded', 'false');
    await account.click();
    await expect(drawer.getByRole('button', { name: 'Personal Details' })).toBeVisible();
    await cashier.click();
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    await expect(drawer.getByRole('button', { name: 'Transaction History' })).toBeVisible();
    await screenshot(page, 'shell-drawer');
    await page.keyboard.press('Escape');
    await page.goto('/#/404');
    const lightDrawer = await openDrawer(page);
    await lightDrawer.getByRole('button', { name: 'Cashier' }).click();
    await expectNoSeriousViolations(page, 'drawer');
    await page.keyboard.press('Escape');
    await expect(lightDrawer).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeFocused();
  });

  test('each account overlay passes axe, personal details are read-only', async ({ page }) => {
    await signInAs(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    // A light page under the pop-ups: axe walks the whole document, and the lobby is large.
    await page.goto('/#/404');
    for (const [group, entry, title] of [
      ['Account Settings', 'Personal Details', 'Personal Details'],
      ['Account Settings', 'Change Password', 'Change Password'],
      [null, 'News', 'News'],
      [null, 'Contact Us', 'Contact Us'],
      [null, 'Language', 'Choose your language'],
    ] as const) {
      const drawer = await openDrawer(page);
      if (group) await drawer.getByRole('button', { name: group }).click();
      await drawer.getByRole('button', { name: new RegExp(`^${entry}`) }).click();
      const overlay = page.getByRole('dialog', { name: title });
      await expect(overlay).toBeVisible();
      if (title === 'Personal Details') {
        await expect(overlay).toContainText('Alex');
        await expect(overlay).toContainText('contact our support team');
        await expect(overlay.getByRole('textbox')).toHaveCount(0);
      }
      await expectNoSeriousViolations(page, title);
      await page.keyboard.press('Escape');
      await expect(overlay).toBeHidden();
    }
  });

  test('changes the password end to end', async ({ page }) => {
    // page.request shares the context's world cookie; the bare `request` fixture does not.
    const request = page.request;
    await signInAs(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    const drawer = await openDrawer(page);
    await drawer.getByRole('button', { name: 'Account Settings' }).click();
    await drawer.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await dialog.getByRole('button', { name: 'Change' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'Password required' })).toBeVisible();
    await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill('Fresh5678!');
    await dialog.getByRole('textbox', { name: 'Repeat new password' }).fill('Other5678!');
    await dialog.getByRole('button', { name: 'Change' }).click();
    await expect(dialog.getByText('password is not consistent, please check')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Repeat new password' }).fill('Fresh5678!');
    await dialog.getByRole('button', { name: 'Change' }).click();
    const success = page.getByRole('alertdialog');
    await expect(success).toContainText('Your password has been changed.');
    await success.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();

    const login = await request.post('/api/sys/auth/login', {
      form: { username: 'demo', password: 'Fresh5678!', type: 'MEMBER' },
    });
    expect((await login.json()).error).toBe(0);
    const old = await request.post('/api/sys/auth/login', {
      form: { username: 'demo', password: DEMO_MEMBER.password, type: 'MEMBER' },
    });
    expect((await old.json()).error).not.toBe(0);
  });

  test('tapping an unread news item opens its screen and marks it read', async ({ page }) => {
    await signInAs(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    const drawer = await openDrawer(page);
    await drawer.getByRole('button', { name: /^News/ }).click();
    const news = page.getByRole('dialog', { name: 'News' });
    const count = news.getByText(/Unread messages: \d+/);
    await expect(count).toBeVisible();
    const before = Number((await count.textContent())?.match(/\d+/)?.[0]);
    const unread = news.getByRole('button').filter({ hasText: 'Unread' }).first();
    await unread.click();
    await expect(news.getByText(`Unread messages: ${before - 1}`)).toBeVisible();
  });

  // In both layouts, Back once moved the page behind (All games went home) and left News open
  // (and the side menu and the dialogs);
  // with a game open it changed the address and left the full-screen game. On a phone, Back is
  // how players leave a game. And recently played stayed stale until a reload.
  test(
    'Back closes the menu, a dialog, a pop-up and the game, Forward opens pop-ups again, the page stays; recently played follows',
    LAYOUT,
    async ({ page }) => {
      await signInAs(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
      await page.getByRole('link', { name: 'More Slots' }).click();
      const slotsPage = page.getByRole('heading', { level: 1, name: 'Slots Games' });
      await expect(slotsPage).toBeVisible();
      const atSlots = page.url();

      // The side menu and a dialog close on Back too, top first; the page stays.
      const menu = await openDrawer(page);
      await expect(menu).toBeVisible();
      await page.goBack();
      await expect(menu).toBeHidden();
      await expect(page).toHaveURL(atSlots);
      await expect(slotsPage).toBeVisible();
      const deposit = await openDeposit(page);
      await chooseMethod(deposit, 'Crypto wallet');
      await choosePreset(deposit, 50);
      await deposit.getByRole('button', { name: 'Continue' }).click();
      const noCoin = page.getByRole('alertdialog');
      await expect(noCoin).toBeVisible();
      await page.goBack();
      await expect(noCoin).toBeHidden();
      await expect(deposit).toBeVisible();
      await page.goBack();
      await expect(deposit).toBeHidden();
      await expect(page).toHaveURL(atSlots);
      await expect(slotsPage).toBeVisible();

      const drawer = await openDrawer(page);
      await drawer.getByRole('button', { name: /^News/ }).click();
      const news = page.getByRole('dialog', { name: 'News' });
      await expect(news).toBeVisible();
      await page.goBack();
      await expect(news).toBeHidden();
      await expect(page).toHaveURL(atSlots);
      await expect(slotsPage).toBeVisible();
      await page.goForward();
      await expect(news).toBeVisible();
      await news.getByRole('button', { name: 'Close' }).click();
      await expect(news).toBeHidden();

      // A game from further down the list: the list stays scrolled where it was.
      const covers = page.getByRole('list', { name: 'Slots Games' }).getByRole('button');
      const cover = covers.nth(8);
      await cover.scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      const name = (await cover.locator('.game-cover__name').textContent()) ?? '';
      await cover.click();
      const game = page.getByRole('dialog', { name });
      const spin = page.frameLocator('iframe.game-play__frame').getByRole('button', { name: 'Spin' });
      await expect(spin).toBeVisible({ timeout: 20_000 });
      await spin.click();
      await expect(spin).toBeEnabled({ timeout: 10_000 });
      await page.goBack();
      await expect(game).toBeHidden();
      await expect(page.locator('iframe.game-play__frame')).toHaveCount(0);
      await expect(page).toHaveURL(atSlots);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
      await page.goForward();
      await expect(game).toBeVisible();
      await page.goBack();
      await expect(game).toBeHidden();

      // The next Back leaves the page; home's recently played has the game just played first.
      await page.goBack();
      const recently = page.getByRole('region', { name: /Recently played/ });
      await expect(recently.locator('.game-cover__name').first()).toHaveText(name);
      await screenshot(page, 'shell-back-recently-played');
    },
  );

  test('a click on the chat tooltip reaches what is under it; the chat button covers no footer link', async ({
    page,
  }) => {
    await page.goto('/');
    const tooltip = page.getByTestId('chat-tooltip');
    await expect(tooltip).toBeVisible({ timeout: 20_000 });
    // What a click at the tooltip's middle lands on: the page under it, not the chat's corner.
    const box = await tooltip.boundingBox();
    if (!box) throw new Error('the tooltip has no box');
    const target = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('.chat-icon')?.className ?? 'the page',
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(target).toBe('the page');

    // At the end of the page the floating button sits below the footer's last row. The lists and
    // images above may still be loading and push the footer down between a scroll and a
    // measurement, so both happen in one frame, again until the page has stopped moving; a chat
    // button that covers the link at the settled end fails the poll.
    const backToTop = page.getByRole('contentinfo').getByRole('button', { name: 'Back to top' });
    const chatButton = page.getByRole('button', { name: 'Open live chat' });
    // The layout can still move between the measurement and the click (a late image above), so
    // the settled check and the trial click are retried together.
    await expect(async () => {
      await expect
        .poll(async () =>
          backToTop.evaluate(
            (linkElement, chatElement) => {
              window.scrollTo(0, document.documentElement.scrollHeight);
              const atEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1;
              const link = linkElement.getBoundingClientRect();
              const chat = chatElement?.getBoundingClientRect();
              if (!atEnd || !chat) return 'still scrolling or loading';
              return link.bottom <= chat.top
                ? 'clear'
                : `the chat button (top ${chat.top}) covers the link (bottom ${link.bottom})`;
            },
            await chatButton.elementHandle(),
          ),
        )
        .toBe('clear');
      await backToTop.click({ trial: true, timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  });

  test('the chat tooltip leaves at the first scroll, so it covers no game card', LAYOUT, async ({ page }) => {
    await page.goto('/');
    const tooltip = page.getByTestId('chat-tooltip');
    await expect(tooltip).toBeVisible({ timeout: 20_000 });
    await screenshot(page, 'home-chat-tooltip');
    await page.mouse.wheel(0, 300);
    await expect(tooltip).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open live chat' })).toBeVisible();
    await screenshot(page, 'home-chat-tooltip-gone');
  });
});

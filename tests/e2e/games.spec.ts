import { GAME_ROUND_MESSAGE_TYPE } from '@casino/contracts/games/schemas';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe-page';
import { expectSignedIn, openTransactionHistory } from './support/deposit-journey';
import { screenshot } from './support/screens';
import { DEMO_MEMBER, expect, LAYOUT, signInAs, sim, test } from './support/world';

/** No serious or critical accessibility violation on the page as it is now. */

// A lobby holds hundreds of covers: axe needs more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

const gameFrame = (page: Page) => page.frameLocator('iframe.game-play__frame');
const topBarBalance = (page: Page) => page.getByRole('banner').locator('.top-bar__balance');

async function openFirstSlot(page: Page) {
  await page.goto('/#/games/slots');
  const cover = page.getByRole('list', { name: 'Slots Games' }).getByRole('button').first();
  await expect(cover).toBeVisible({ timeout: 30_000 });
  const name = (await cover.locator('.game-cover__name').textContent()) ?? '';
  await cover.click();
  const popup = page.getByRole('dialog', { name });
  await expect(popup).toBeVisible({ timeout: 20_000 });
  await expect(gameFrame(page).getByRole('button', { name: 'Spin' })).toBeVisible({ timeout: 15_000 });
  return popup;
}

test.describe('home in motion', () => {
  // The ticker and the slideshow move here, and are paused by their buttons.
  test.use({ contextOptions: { reducedMotion: 'no-preference' } });

  test('home: banners, ticker, sections and big wins, accessible', LAYOUT, async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Promotions' }).getByRole('img').first()).toBeVisible({
      timeout: 30_000,
    });
    await expect(
      page
        .getByRole('region', { name: /Top games/ })
        .getByRole('button')
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Latest wins' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Big wins of the week' })).toContainText('K USD');
    await page.getByRole('button', { name: 'Pause the latest wins' }).click();
    await expect(page.getByRole('button', { name: 'Play the latest wins' })).toBeVisible();
    await page.getByRole('button', { name: 'Pause the promotions slideshow' }).click();
    await expectAccessible(page, 'home');
    await screenshot(page, 'games-home');
    await page.getByRole('link', { name: 'More Slots' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Slots Games' })).toBeVisible();
  });
});

test('a visitor plays a fun game: the frame loads and spins', async ({ page }) => {
  await page.goto('/#/games/fun');
  const firstFun = page.getByRole('list', { name: 'Fun' }).getByRole('button').first();
  await expect(firstFun).toBeVisible({ timeout: 30_000 });
  await firstFun.click();
  const frame = gameFrame(page);
  const spin = frame.getByRole('button', { name: 'Spin' }).or(frame.getByRole('button', { name: 'Deal' }));
  await expect(spin).toBeVisible({ timeout: 15_000 });
  const popup = page.locator('.game-play');
  await expect(popup.getByRole('button', { name: 'Deposit' })).toHaveCount(0);
  await expect(popup.getByText('Playing for fun')).toBeVisible();
  const balance = frame.locator('#balance');
  const before = await balance.textContent();
  await spin.click();
  await expect(balance).not.toHaveText(before ?? '', { timeout: 10_000 });
  await expectAccessible(page, '.game-play', { include: ['.game-play'] });
  await screenshot(page, 'games-popup-fun');
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('iframe.game-play__frame')).toHaveCount(0);
});

test('the demo member plays a real slot and the top-bar balance follows', async ({ page }) => {
  await signInAs(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
  const popup = await openFirstSlot(page);
  await expect(popup.getByRole('button', { name: 'Deposit' })).toBeVisible();
  const before = (await topBarBalance(page).textContent()) ?? '';
  // The game page reports each round to the app: counted as the app receives them.
  await page.evaluate((type) => {
    const counter = window as unknown as { roundReports: number };
    counter.roundReports = 0;
    window.addEventListener('message', (event) => {
      if (event.origin === window.location.origin && event.data?.type === type) counter.roundReports += 1;
    });
  }, GAME_ROUND_MESSAGE_TYPE);
  const frame = gameFrame(page);
  for (let round = 0; round < 3; round++) {
    await frame.getByRole('button', { name: 'Spin' }).click();
    await expect(frame.getByRole('button', { name: 'Spin' })).toBeEnabled({ timeout: 10_000 });
  }
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { roundReports: number }).roundReports))
    .toBe(3);
  // Each report reloads the member, and the 3 s block check does as the fallback.
  await expect(topBarBalance(page)).not.toHaveText(before, { timeout: 10_000 });
  // And the session's net result with it (it once stayed $0.00 while the balance moved).
  const net = page.getByRole('region', { name: 'Your session' }).locator('.signed-amount');
  await expect(net).not.toHaveText(/^\$0\.00$/, { timeout: 10_000 });
  await expectAccessible(page, '.game-play', { include: ['.game-play'] });
  await screenshot(page, 'games-popup-real');
});

test('a Spin pressed before the game script has loaded plays the round, to the history', async ({ page }) => {
  // The slot's script arrives two seconds late, as on a slow phone. Two things keep the press:
  // the pop-up covers the frame until it has loaded, and the page sends Spin disabled until its
  // script listens (game-page-markup.ts, for a game page opened on its own).
  await page.route('**/sim/games/assets/slot.js', async (route) => {
    await new Promise((done) => setTimeout(done, 2_000));
    await route.continue();
  });
  await signInAs(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
  const before = (await topBarBalance(page).textContent()) ?? '';
  const popup = await openFirstSlot(page);
  const spin = gameFrame(page).getByRole('button', { name: 'Spin' });
  await spin.click();
  await expect(gameFrame(page).locator('#message')).not.toHaveText(
    'Three of a kind on the middle line wins.',
    {
      timeout: 10_000,
    },
  );
  await expect(topBarBalance(page)).not.toHaveText(before, { timeout: 10_000 });
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('iframe.game-play__frame')).toHaveCount(0);
  // The bet is in Transaction History, and the player is still signed in.
  const history = await openTransactionHistory(page);
  const bets = history
    .getByRole('article')
    .filter({ has: page.locator('.wallet-row__type', { hasText: /^Bet$/ }) })
    .filter({ has: page.locator('.transaction-row__amount', { hasText: /^[−-]1\.00$/ }) });
  await expect(bets).toHaveCount(1);
  await history.getByRole('button', { name: 'Close' }).first().click();
  await expectSignedIn(page);
});

test('the block check closes the game and opens cash-out when the member is blocked', async ({
  page,
  request,
}) => {
  await signInAs(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
  await openFirstSlot(page);
  const blocked = await sim(request, 'PATCH', '/__sim/members/demo', { blocked: true });
  expect(blocked.error).toBe(0);
  // A short title over the sentence (the whole sentence was once the title, over an empty body).
  const alert = page.getByRole('alertdialog', { name: 'Real-money games paused' });
  await expect(alert).toContainText('held for a withdrawal', { timeout: 10_000 });
  await expect(page.locator('iframe.game-play__frame')).toHaveCount(0);
  await screenshot(page, 'games-blocked-alert');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog', { name: /cash ?out/i })).toBeVisible();
});

test('the category browser loads a second page as it is scrolled', async ({ page }) => {
  await page.goto('/#/games/all');
  const list = page.getByRole('list', { name: 'All' });
  const items = list.getByRole('listitem');
  await expect(items.first()).toBeVisible({ timeout: 30_000 });
  const total = Number((await page.getByText(/^\d{3} games$/).textContent())?.replace(/\D/g, ''));
  // Screen readers hear the whole catalogue's size and each cover's place in it.
  await expect(items.first()).toHaveAttribute('aria-setsize', String(total));
  await expect(items.first()).toHaveAttribute('aria-posinset', '1');
  // Only what is near the screen is drawn (decision 024), not the first page's 300 covers.
  expect(await items.count()).toBeLessThan(120);
  await expectAccessible(page, 'category browser');
  await screenshot(page, 'games-category');
  const lastPlace = () =>
    items.evaluateAll((cells) =>
      Math.max(...cells.map((cell) => Number(cell.getAttribute('aria-posinset')))),
    );
  await page.locator('.infinite-list__sentinel').scrollIntoViewIfNeeded();
  await expect(async () => {
    await page.locator('.infinite-list__sentinel').scrollIntoViewIfNeeded();
    expect(await lastPlace()).toBe(total);
  }).toPass({ timeout: 15_000 });
  expect(await items.count()).toBeLessThan(120);
  await expect(page.getByText('That is every game in this list.')).toBeVisible();
});

test('the covers can be tabbed through beyond the rows drawn at first', async ({ page }) => {
  await page.goto('/#/games/all');
  const list = page.getByRole('list', { name: 'All' });
  await list.getByRole('button').first().focus();
  // More covers than the first screen draws on either layout (decision 024): each focused cover
  // scrolls into view, the rows after it are drawn, and Tab goes on in the list's order.
  for (let step = 0; step < 60; step++) await page.keyboard.press('Tab');
  const focusedItem = list.getByRole('listitem').filter({ has: page.locator(':focus') });
  await expect(focusedItem).toHaveAttribute('aria-posinset', '61');
  await expect(page.locator(':focus')).toBeInViewport();
});

import type { Page } from '@playwright/test';
import { DEMO_MEMBER, expect, signInAs, sim, test } from './support/world';

/**
 * Back, Escape, focus and language: what a player does with the browser's own keys and buttons
 * around pop-ups, the game and the language menu, in the desktop layout where each was found.
 */

// Pages, lobbies and a game on a busy two-core machine: more than the default 30 s, and a
// page's code may take more than the default 7 s to arrive.
test.describe.configure({ timeout: 90_000 });
const PAGE = { timeout: 20_000 };

async function openDrawer(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  return page.getByRole('dialog', { name: 'Main menu' });
}

const gameFrame = (page: Page) => page.frameLocator('iframe.game-play__frame');

/**
 * The addresses Back can go to, oldest first, ending on the current entry: the list a long
 * press on the browser's Back button shows.
 */
async function backList(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { currentIndex, entries } = await cdp.send('Page.getNavigationHistory');
    return entries.slice(0, currentIndex + 1).map((entry) => entry.url);
  } finally {
    await cdp.detach();
  }
}

/** Home, then Slots, then Table Games, each by its own link: two pages to go back to. */
async function walkToTableGames(page: Page) {
  await page.getByRole('link', { name: 'More Slots' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Slots Games' })).toBeVisible(PAGE);
  await page
    .getByRole('navigation', { name: 'Game categories' })
    .getByRole('link', { name: 'Table Games' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Table Games' })).toBeVisible(PAGE);
}

for (const { group, entry, title, closeWith } of [
  { group: 'Account Settings', entry: 'Change Password', title: 'Change Password', closeWith: 'Cancel' },
  { group: null, entry: 'News', title: 'News', closeWith: 'Close' },
  { group: null, entry: 'VIP Club', title: 'VIP Club', closeWith: 'Close' },
] as const) {
  test(`Back after ${title} closed by its own ${closeWith} returns to the page before, and again`, async ({
    page,
  }) => {
    await signInAs(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await walkToTableGames(page);
    const pagesVisited = await backList(page);
    const drawer = await openDrawer(page);
    if (group) await drawer.getByRole('button', { name: group }).click();
    await drawer.getByRole('button', { name: new RegExp(`^${entry}`) }).click();
    const popup = page.getByRole('dialog', { name: title });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: closeWith, exact: true }).first().click();
    await expect(popup).toBeHidden();
    // The pop-up's entries do not pile up on Back's list (a Back that seemed to do nothing).
    await expect.poll(() => backList(page)).toEqual(pagesVisited);

    // One Back: the page before. A second: the one before that, still in the site and signed in.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Slots Games' })).toBeVisible(PAGE);
    await expect(page).toHaveURL(/#\/games\/slots$/);
    await page.goBack();
    await expect(page).toHaveURL(/:\d+\/(#\/)?$/);
    await expect(page.getByRole('link', { name: 'More Slots' })).toBeVisible(PAGE);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Deposit' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
}

test('help read in English, then Deutsch chosen in the menu: help shows its German text', async ({
  page,
}) => {
  await page.goto('/#/branchIndex/help');
  await expect(page.getByRole('heading', { name: 'How can we help?' })).toBeVisible({ timeout: 15_000 });

  // Home by the logo, then the language menu; help again through the footer's rules page.
  await page.getByRole('banner').getByRole('link').first().click();
  await expect(page.getByRole('link', { name: 'More Slots' })).toBeVisible(PAGE);
  const drawer = await openDrawer(page);
  await drawer.getByRole('button', { name: /^Language/ }).click();
  await page
    .getByRole('dialog', { name: 'Choose your language' })
    .getByRole('button', { name: 'Deutsch' })
    .click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Menü' })).toBeVisible();
  // Home's banners, read in English a moment ago, are drawn again in German.
  await expect(page.getByRole('img', { name: /^Wöchentliches Cashback/ }).first()).toBeAttached();
  await expect(page.getByRole('img', { name: /^Weekly Cashback/ })).toHaveCount(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Regeln', exact: true }).click();
  await page
    .getByRole('navigation', { name: 'Brotkrümelnavigation' })
    .getByRole('link', { name: 'Hilfecenter' })
    .click();

  const article = page.locator('article .article__html');
  await expect(article.getByRole('heading', { name: 'Wie können wir dir helfen?' })).toBeVisible();
  await expect(article).toContainText('Hier findest du Antworten zu deinem Konto');
  await expect(article).not.toContainText('How can we help?');
});

test('Escape closes the game after a click inside its frame', async ({ page }) => {
  await signInAs(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
  await page.getByRole('link', { name: 'More Slots' }).click();
  const cover = page.getByRole('list', { name: 'Slots Games' }).getByRole('button').first();
  await expect(cover).toBeVisible({ timeout: 30_000 });
  await cover.click();
  const spin = gameFrame(page).getByRole('button', { name: 'Spin' });
  await expect(spin).toBeEnabled({ timeout: 20_000 });
  await spin.click();
  await expect(spin).toBeEnabled({ timeout: 10_000 });
  // Focus is inside the game's page now: the app's document sees no key.
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');

  await page.keyboard.press('Escape');
  await expect(page.locator('iframe.game-play__frame')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Slots Games' })).toBeVisible(PAGE);
  await expect(page).toHaveURL(/#\/games\/slots$/);
});

test('Back on the blocked alert closes it and leaves the player on their page, no cash-out', async ({
  page,
  request,
}) => {
  await signInAs(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
  await page.getByRole('link', { name: 'More Slots' }).click();
  const cover = page.getByRole('list', { name: 'Slots Games' }).getByRole('button').first();
  await expect(cover).toBeVisible({ timeout: 30_000 });
  await cover.click();
  await expect(gameFrame(page).getByRole('button', { name: 'Spin' })).toBeVisible({ timeout: 20_000 });
  expect((await sim(request, 'PATCH', '/__sim/members/demo', { blocked: true })).error).toBe(0);
  const alert = page.getByRole('alertdialog', { name: 'Real-money games paused' });
  await expect(alert).toBeVisible({ timeout: 10_000 });

  await page.goBack();
  await expect(alert).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Slots Games' })).toBeVisible(PAGE);
  await expect(page).toHaveURL(/#\/games\/slots$/);
  // Nothing opened in its place, and the next Back goes to the page before.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goBack();
  await expect(page.getByRole('link', { name: 'More Slots' })).toBeVisible(PAGE);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('focus after the promotion pop-up closes is on a control of the page, not the body', async ({
  page,
}) => {
  await page.goto('/#/404');
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await signIn.getByLabel('Username or e-mail').fill(DEMO_MEMBER.username);
  await signIn.getByLabel(/^Password/).fill(DEMO_MEMBER.password);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(signIn).toBeHidden({ timeout: 15_000 });
  const promotion = page.locator('.promotion-popup');
  await expect(promotion).toBeVisible({ timeout: 15_000 });

  await promotion.getByRole('button', { name: 'Close' }).click();
  await expect(promotion).toBeHidden();
  const focused = () =>
    page.evaluate(() => {
      const active = document.activeElement;
      return active && active !== document.body ? `${active.tagName} ${active.textContent?.trim()}` : 'BODY';
    });
  await expect.poll(focused).not.toBe('BODY');
  // And Tab goes on from there through the page, not from the top of the document.
  await page.keyboard.press('Tab');
  await expect.poll(focused).not.toBe('BODY');
});

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO_MEMBER, expect, TOKEN_STORAGE_KEY, test } from './support/world';

/**
 * WCAG 2.2 AA (issue 15): every route and every overlay, in both layouts (the desktop and mobile
 * projects), signed out and as `demo`, with axe's WCAG A and AA tags up to 2.2: no serious or
 * critical finding. The page guard fails a test on any console error or CSP violation. Each
 * test collects every finding of its pages and compares once, so one run names them all.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// Axe over a page with 172 game covers takes a while on a busy machine.
test.describe.configure({ timeout: 240_000 });

/** Every route of web/src/shared/config/paths.ts (the payment callback pages have their own specs). */
const ROUTES = [
  '/',
  '/join',
  '/login',
  '/password/reset',
  '/activation',
  '/aboutBtc',
  '/article?id=1',
  '/withdrawQuery',
  '/withdrawLogin',
  '/withdrawQueryDetail',
  '/branchIndex/help',
  '/branchIndex/myAccount',
  '/branchIndex/tableGames',
  '/branchIndex/cashier',
  '/branchIndex/bonus',
  '/myAccount/myAccountInfo',
  '/myAccount/myAccountInfo/depositRules',
  '/myAccount/myAccountInfo/bonusRules',
  '/myAccount/myAccountInfo/casino361',
  '/myAccount/myAccountInfo/aboutUs',
  '/myAccount/myAccountInfo/privacyPolicy',
  '/tableGames/tableGamesInfo',
  '/tableGames/tableGamesInfo/blackjack',
  '/cashier/cashierInfo',
  '/cashier/cashierInfo/withdrawalRules',
  '/bonus/bonusInfo',
  '/bonus/bonusInfo/terms',
  '/games/all',
  '/safer-gambling',
  '/responsible-gaming',
  '/404',
];

/** The drawer's overlay entries: [group to open first, entry]. */
const VISITOR_DRAWER: Array<[string | null, string | RegExp]> = [
  [null, 'Promotions'],
  [null, 'Contact Us'],
  [null, 'Language'],
  [null, 'Sign Up'],
  [null, 'Sign In'],
];
const MEMBER_DRAWER: Array<[string | null, string | RegExp]> = [
  ['Account Settings', 'Personal Details'],
  ['Account Settings', 'Change Password'],
  ['Cashier', 'Deposit'],
  ['Cashier', 'Cashout'],
  ['Cashier', 'Transaction History'],
  ['Cashier', 'Cashout History'],
  ['Cashier', 'Banking'],
  ['Cashier', 'Upload Documents'],
  [null, 'Invitation and Rewards'],
  [null, /^News/],
  [null, 'Game History'],
  [null, 'VIP Club'],
  [null, 'VIP Store'],
  [null, 'Promotions'],
  [null, 'Contact Us'],
  [null, 'Withdrawal Rules'],
  [null, 'Language'],
];
/** Drawer entries that may go to a page rather than open a pop-up. */
const NAVIGATING_ENTRIES = ['Sign Up', 'Sign In'];
/** The footer's pop-ups (legal articles). */
const FOOTER_LINKS = ['About us', 'Privacy', 'Terms'];

async function axeFindings(page: Page, where: string, include?: string): Promise<string[]> {
  // The chat tooltip's half-second fade-out blends it into the page: a contrast check caught
  // mid-fade measures a picture that is leaving, not one a player reads.
  const builder = new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .exclude('iframe')
    .exclude('.chat-icon__tooltip--fading');
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((item) => item.impact === 'serious' || item.impact === 'critical')
    .map((item) => `${where}: ${item.id} at ${item.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Waits until the page has drawn its content: a heading in main and no busy indicator. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('#main-content h1, #main-content h2').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
}

async function signInAsDemo(page: Page, worldId: string): Promise<void> {
  const response = await page.request.post('/api/sys/auth/login', {
    headers: { 'X-Sim-World': worldId },
    form: { username: DEMO_MEMBER.username, password: DEMO_MEMBER.password, type: 'MEMBER' },
  });
  const body = (await response.json()) as { error: number; data: { token: string } };
  expect(body.error).toBe(0);
  await page.goto('/#/404');
  await page.evaluate(({ key, token }) => window.localStorage.setItem(key, token), {
    key: TOKEN_STORAGE_KEY,
    token: body.data.token,
  });
  await page.goto('/?signedIn=1#/404');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Deposit' })).toBeVisible({
    timeout: 15_000,
  });
}

async function checkRoutes(page: Page): Promise<string[]> {
  const findings: string[] = [];
  for (const route of ROUTES) {
    await page.goto(`/#${route}`);
    await settled(page);
    findings.push(...(await axeFindings(page, route)));
  }
  return findings;
}

/** Opens each overlay from the app's own menu and footer, checks the page with it open, closes it. */
async function checkOverlays(
  page: Page,
  drawerEntries: Array<[string | null, string | RegExp]>,
): Promise<string[]> {
  const findings: string[] = [];
  await page.goto('/#/404');
  await settled(page);
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  await menu.click();
  const drawer = page.getByRole('dialog', { name: 'Main menu' });
  await expect(drawer).toBeVisible();
  findings.push(...(await axeFindings(page, 'drawer')));
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  for (const [group, entry] of drawerEntries) {
    await menu.click();
    if (group) await drawer.getByRole('button', { name: group, exact: true }).click();
    await drawer.getByRole('button', { name: entry, exact: typeof entry === 'string' }).click();
    await expect(drawer).toBeHidden();
    // Sign up and sign in are pages on desktop and pop-ups on a phone: check where they land.
    const dialogs = page.locator('[role="dialog"], [role="alertdialog"]');
    if (NAVIGATING_ENTRIES.includes(String(entry))) await page.waitForTimeout(1000);
    if (NAVIGATING_ENTRIES.includes(String(entry)) && (await dialogs.count()) === 0) {
      await settled(page);
      findings.push(...(await axeFindings(page, `drawer ${entry}`)));
      await page.goto('/#/404');
      await settled(page);
      continue;
    }
    const overlay = dialogs.last();
    await expect(overlay).toBeVisible({ timeout: 15_000 });
    await expect(overlay.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
    // The page behind is inert while a pop-up is open (checked with the drawer above).
    findings.push(...(await axeFindings(page, `overlay ${entry}`, '[role="dialog"], [role="alertdialog"]')));
    await closeAll(page);
  }

  const footer = page.getByRole('navigation', { name: 'Site links' });
  for (const link of FOOTER_LINKS) {
    await footer.getByRole('button', { name: link, exact: true }).click();
    const overlay = page.getByRole('dialog').last();
    await expect(overlay).toBeVisible({ timeout: 15_000 });
    await expect(overlay.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
    findings.push(...(await axeFindings(page, `footer ${link}`, '[role="dialog"]')));
    await closeAll(page);
  }
  return findings;
}

/** Escape until no dialog is left (a sheet may sit over a pop-up). */
async function closeAll(page: Page): Promise<void> {
  const dialogs = page.locator('[role="dialog"], [role="alertdialog"]');
  for (let attempt = 0; attempt < 4 && (await dialogs.count()) > 0; attempt += 1) {
    await page.keyboard.press('Escape');
    await page.waitForTimeout(150);
  }
  await expect(dialogs).toHaveCount(0);
}

test.describe('signed out', () => {
  // Members-only routes send a visitor to /login on purpose; that page is checked then.
  test.use({ allowLoginRedirect: true });

  test('every route has no serious WCAG 2.2 AA finding', async ({ page }) => {
    expect(await checkRoutes(page)).toEqual([]);
  });

  test('the drawer, its pop-ups and the footer pop-ups have none', async ({ page }) => {
    expect(await checkOverlays(page, VISITOR_DRAWER)).toEqual([]);
  });
});

test.describe('as demo', () => {
  test('every route has no serious WCAG 2.2 AA finding', async ({ page, worldId }) => {
    await signInAsDemo(page, worldId);
    expect(await checkRoutes(page)).toEqual([]);
  });

  test('the drawer, its pop-ups and the footer pop-ups have none', async ({ page, worldId }) => {
    await signInAsDemo(page, worldId);
    expect(await checkOverlays(page, MEMBER_DRAWER)).toEqual([]);
  });
});

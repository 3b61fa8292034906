import { Buffer } from 'node:buffer';
import type { Locator, Page } from '@playwright/test';
import { DEMO_MEMBER, expect, signInAs, sim, TOKEN_STORAGE_KEY, test } from './support/world';

/**
 * A session that ends under the player says so, brings them back after signing in and keeps
 * what they typed where that is safe (decision 067). The simulator's sessions last 7 days: its
 * clock moved 40 days on ends the session the page still holds.
 */

// Sign-in twice, pop-up chunks and uploads on a shared, busy machine.
test.describe.configure({ timeout: 90_000 });

const SESSION_ENDED =
  'Your session has ended, so you have been signed out. Sign in again to continue where you left off.';

const balance = (page: Page) => page.getByRole('banner').locator('.top-bar__balance');

/** A 1×1 PNG (the simulator reads the content of every upload). */
const png = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
});

async function openFromDrawer(page: Page, group: string, entry: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Main menu' });
  await drawer.getByRole('button', { name: group }).click();
  await drawer.getByRole('button', { name: entry, exact: true }).click();
}

async function endSessionOnServer(page: Page) {
  const moved = await sim(page.request, 'POST', '/clock', { advance: '40d' });
  expect(moved.error).toBe(0);
}

/** Signs in on /login as a player does, after the notice said why. */
async function signInAgainOnLoginPage(page: Page) {
  const main = page.getByRole('main');
  await expect(main.getByRole('alert').filter({ hasText: SESSION_ENDED })).toBeVisible();
  await main.getByRole('textbox', { name: 'Username or e-mail' }).fill(DEMO_MEMBER.username);
  await main.getByLabel(/^Password/).fill(DEMO_MEMBER.password);
  await main.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Signing in shows the member's promotion (spec 01 section 4) over what was reopened: the player
 * closes it and finds their pop-up under it.
 */
async function closePromotion(page: Page) {
  const promotion = page.locator('.promotion-popup');
  await expect(promotion).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(promotion).toHaveCount(0);
}

async function expectStillSignedIn(page: Page, dialog: Locator) {
  await expect(balance(page)).toBeVisible();
  await page.reload();
  await expect(balance(page)).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toHaveCount(0);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), TOKEN_STORAGE_KEY)).not.toBeNull();
}

test.describe('a session that expired', () => {
  // Spec 01 section 8: a -2 sends the player to /login (the page guard's one expected visit
  // here); what these journeys check is what /login says and where signing in leads.
  test.use({ allowLoginRedirect: true });

  test('Change Password sent after the session ended: told why, then back on the page with the pop-up', async ({
    page,
  }) => {
    await signInAs(page, DEMO_MEMBER.username, DEMO_MEMBER.password, '/#/games/slots');
    await expect(balance(page)).toBeVisible({ timeout: 20_000 });
    await openFromDrawer(page, 'Account Settings', 'Change Password');
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    const newPassword = dialog.getByRole('textbox', { name: 'New password', exact: true });
    await newPassword.fill('Fresh5678!');
    await dialog.getByRole('textbox', { name: 'Repeat new password' }).fill('Fresh5678!');

    await endSessionOnServer(page);
    await dialog.getByRole('button', { name: 'Change' }).click();

    await expect(page).toHaveURL(/#\/login\?backurl=%2Fgames%2Fslots$/);
    await signInAgainOnLoginPage(page);

    await expect(page).toHaveURL(/#\/games\/slots$/);
    await closePromotion(page);
    await expect(dialog).toBeVisible();
    // A password is never kept: the pop-up opens again empty.
    await expect(newPassword).toHaveValue('');
    await expect(balance(page)).toBeVisible();

    // Back closes the pop-up and stays on the page: the /login visit left no entry behind.
    await page.goBack();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/#\/games\/slots$/);
    await expectStillSignedIn(page, dialog);
  });

  test('a cash-out filled in before the session ended is given back after signing in', async ({ page }) => {
    await signInAs(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await expect(balance(page)).toContainText('1,500.00', { timeout: 20_000 });
    await openFromDrawer(page, 'Cashier', 'Cashout');
    const cashOut = page.getByRole('dialog', { name: 'Cash out' });
    await expect(cashOut.getByText('Withdrawable balance')).toBeVisible({ timeout: 20_000 });
    await cashOut.getByRole('button', { name: '$100.00' }).click();
    await cashOut.getByLabel('Cash-out method').selectOption({ label: 'Bank card' });
    await cashOut.getByLabel('Routing number').fill('021000021');
    await cashOut.getByLabel('Account number').fill('12345678');
    await cashOut.getByLabel('Account holder name').fill('Alex Morgan');
    await cashOut.getByRole('button', { name: 'Next' }).click();
    await expect(cashOut.getByText('Step 2 of 2')).toBeVisible();

    // The session ends while the player picks the ID proof: its upload is refused.
    await endSessionOnServer(page);
    await cashOut.getByLabel('Add files: ID proof').setInputFiles(png('id.png'));
    await expect(page).toHaveURL(/#\/login\?backurl=%2F$/);
    await signInAgainOnLoginPage(page);
    await closePromotion(page);

    // The first step as the player left it; the proofs are chosen again.
    await expect(cashOut.getByText('Step 1 of 2')).toBeVisible();
    await expect(cashOut.getByRole('button', { name: '$100.00' })).toHaveAttribute('aria-pressed', 'true');
    await expect(cashOut.getByLabel('Cash-out method')).toHaveValue('BANK_CARD');
    await expect(cashOut.getByLabel('Routing number')).toHaveValue('021000021');
    await expect(cashOut.getByLabel('Account number')).toHaveValue('12345678');
    await expect(cashOut.getByLabel('Account holder name')).toHaveValue('Alex Morgan');
    await cashOut.getByRole('button', { name: 'Next' }).click();
    await cashOut.getByLabel('Add files: ID proof').setInputFiles(png('id.png'));
    await cashOut.getByLabel('Add files: Payment proof').setInputFiles(png('pay.png'));
    await expect(cashOut.getByRole('img', { name: 'Preview of pay.png' })).toBeVisible();
    await cashOut.getByRole('button', { name: 'Cash out' }).click();

    const row = page.getByRole('dialog', { name: 'Cash-out history' }).getByRole('article').first();
    await expect(row).toContainText('100.00 USD');
    await expect(row).toContainText('Pending review');
    await expect(balance(page)).toContainText('1,400.00');
  });
});

test('a member disabled mid-game is told why and offered support, with no sign-in pop-up', async ({
  page,
}) => {
  // The game's 3 s block check runs on the page's clock.
  await page.clock.install();
  await signInAs(page, DEMO_MEMBER.username, DEMO_MEMBER.password, '/#/games/slots');
  const cover = page.getByRole('list', { name: 'Slots Games' }).getByRole('button').first();
  await expect(cover).toBeVisible({ timeout: 30_000 });
  await cover.click();
  const frame = page.locator('iframe.game-play__frame');
  await expect(frame).toBeVisible({ timeout: 20_000 });

  // The operator disables the member (the next calls once answered -2 and the app went to
  // /login, the sign-in pop-up over the game). The page guard fails the test on any #/login.
  const disabled = await sim(page.request, 'PATCH', '/members/demo', { enabled: false });
  expect(disabled.error).toBe(0);
  // Spec 01 section 4: the next check finds the member disabled, clears the token and reloads.
  const reloaded = page.waitForEvent('load');
  await page.clock.fastForward(3000);
  await reloaded;

  const notice = page.getByRole('alertdialog', { name: 'Account disabled' });
  await expect(notice).toContainText(
    'Your account has been disabled, so you have been signed out. Please contact our support team to find out why.',
  );
  await expect(frame).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toHaveCount(0);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), TOKEN_STORAGE_KEY)).toBeNull();

  // The way out: support.
  await notice.getByRole('button', { name: 'Contact support' }).click();
  const contact = page.getByRole('dialog', { name: 'Contact Us' });
  await expect(contact.getByRole('button', { name: /Send us an e-mail/ })).toBeVisible();
  await contact.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page).toHaveURL(/#\/games\/slots$/);

  // Told once: a reload shows the visitor's page without the notice.
  await page.reload();
  await expect(cover).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(notice).toHaveCount(0);
});

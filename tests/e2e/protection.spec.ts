import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './support/axe-page';
import { screenshot } from './support/screens';
import { DEMO_MEMBER, expect, NEWBIE_MEMBER, signInAs, sim, test } from './support/world';

/**
 * Player protection as a player meets it: a deposit limit that refuses a deposit and
 * rises only after the cooling-off period, a reality check that interrupts play at the chosen
 * interval, and a break that refuses the next sign-in. The simulator enforces each rule; the
 * journeys check what the player sees.
 */

test.describe.configure({ timeout: 180_000 });
test.use({ actionTimeout: 30_000 });
const SLOW = { timeout: 45_000 };

/** The app's picker: a select on desktop, a bottom sheet on mobile. */
async function pick(page: Page, scope: Locator, label: string, option: string) {
  const control = scope.getByLabel(label, { exact: true });
  if ((await control.evaluate((node) => node.tagName)) === 'SELECT') {
    await control.selectOption({ label: option });
    return;
  }
  await control.click();
  await page.getByRole('listbox', { name: label }).getByRole('option', { name: option, exact: true }).click();
}

async function openResponsibleGaming(page: Page) {
  await page.goto('/#/responsible-gaming');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SLOW);
  await expect(page.getByRole('article', { name: '24-hour deposit limit' })).toBeVisible(SLOW);
}

test('a deposit limit refuses a deposit above it; raising it waits 24 hours', async ({ page }) => {
  await signInAs(page, NEWBIE_MEMBER.username, NEWBIE_MEMBER.password);
  await openResponsibleGaming(page);
  const daily = page.getByRole('article', { name: '24-hour deposit limit' });
  await daily.getByLabel(/^Limit in /).fill('50');
  await daily.getByRole('button', { name: 'Set limit' }).click();
  await expect(daily.getByText(/50\.00 .*left/)).toBeVisible(SLOW);
  await expectAccessible(page, 'main', { include: ['main'] });
  await screenshot(page, 'protection-limits');

  // The deposit screens link to the limits; a card deposit of the default 200 goes over 50.
  await page.goto('/#/payment/cpay/pay');
  const dialog = page.getByRole('dialog', { name: 'Deposit' });
  await expect(dialog.getByRole('link', { name: /limit/i }).first()).toBeVisible(SLOW);
  await dialog.getByRole('button', { name: 'Visa / Mastercard' }).click();
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByLabel('CVV').fill('123');
  await pick(page, dialog, 'Expiry month (MM)', '01');
  await pick(page, dialog, 'Expiry year', String(new Date().getFullYear() + 3));
  const popupPromise = page.waitForEvent('popup');
  if (test.info().project.name === 'mobile') await dialog.getByLabel('Address').press('Enter');
  else await dialog.getByRole('button', { name: 'Deposit now' }).click();
  const popup = await popupPromise;
  // The main window tells the refusal in its warning dialog; the card window shows it too
  // (decision 017).
  const warning = page.getByRole('alertdialog', { name: 'Warning' });
  await expect(warning).toContainText('This would go over your daily deposit limit of', SLOW);
  await expect(warning).toContainText('left within this limit');
  await expect(popup.getByText('This would go over your daily deposit limit of')).toBeVisible(SLOW);
  await screenshot(popup, 'protection-refused');
  await warning.getByRole('button', { name: 'OK' }).click();
  await popup.close();
  await expect(dialog.getByLabel('Card number')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden(SLOW);

  // A raise waits for the cooling-off period and shows as pending until then.
  await openResponsibleGaming(page);
  await daily.getByLabel(/^New limit in /).fill('500');
  await daily.getByRole('button', { name: 'Change limit' }).click();
  await expect(daily.getByText('Pending change')).toBeVisible(SLOW);
  await expect(daily.getByText(/Rises to .*500\.00.* on /)).toBeVisible();
  await expect(daily.getByText(/50\.00 .*left/)).toBeVisible();
  await screenshot(page, 'protection-limit-pending');
});

test('a reality check interrupts play at the chosen interval', async ({ page, request }) => {
  // The page's timers follow a clock the test moves, together with the simulator's.
  await page.clock.install();
  await signInAs(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
  await openResponsibleGaming(page);
  await page.getByRole('radio', { name: 'Every 10 minutes' }).check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('You will be reminded every 10 minutes.')).toBeVisible(SLOW);

  await page.goto('/#/games/slots');
  const cover = page.getByRole('list', { name: 'Slots Games' }).getByRole('button').first();
  await expect(cover).toBeVisible(SLOW);
  await cover.click();
  const frame = page.frameLocator('iframe.game-play__frame');
  await expect(frame.getByRole('button', { name: 'Spin' })).toBeVisible(SLOW);
  // The game pop-up shows the session's time and net position all along.
  await expect(page.getByRole('region', { name: 'Your session' })).toBeVisible();
  await frame.getByRole('button', { name: 'Spin' }).click();
  await expect(frame.getByRole('button', { name: 'Spin' })).toBeEnabled(SLOW);

  const advanced = await sim(request, 'POST', '/__sim/clock', { advance: '10m' });
  expect(advanced.error).toBe(0);
  await page.clock.fastForward('10:00');
  const reminder = page.getByRole('alertdialog');
  await expect(reminder).toContainText(/You have been playing for \d+ min/, SLOW);
  await expect(reminder).toContainText('Amount wagered');
  await expect(reminder).toContainText('Net result');
  await expect(
    reminder.getByRole('link', { name: /history/i }).or(reminder.getByRole('button', { name: /history/i })),
  ).toBeVisible();
  await expectAccessible(page, '[role="alertdialog"]', { include: ['[role="alertdialog"]'] });
  await screenshot(page, 'protection-reality-check');
  await reminder.getByRole('button', { name: 'Continue' }).click();
  await expect(reminder).toBeHidden(SLOW);
  await expect(frame.getByRole('button', { name: 'Spin' })).toBeVisible();
});

test('a break signs the player out and refuses the next sign-in', async ({ page }) => {
  await signInAs(page, NEWBIE_MEMBER.username, NEWBIE_MEMBER.password);
  await openResponsibleGaming(page);
  await page
    .getByRole('group', { name: 'Length of the break' })
    .getByRole('radio', { name: '7 days' })
    .check();
  await page.getByRole('button', { name: 'Take a break' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Take a break for 7 days?' });
  await expect(confirm).toContainText('You cannot sign in, play or deposit until');
  await expect(confirm).toContainText('Withdrawals you have already requested are still paid.');
  await screenshot(page, 'protection-break-confirm');
  await confirm.getByRole('button', { name: 'Start my break' }).click();
  const done = page.getByRole('alertdialog').filter({ hasText: 'Your break has started' });
  await expect(done).toBeVisible(SLOW);
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(
    page
      .getByRole('banner')
      .getByRole('link', { name: /sign in/i })
      .or(page.getByRole('banner').getByRole('button', { name: /sign in/i })),
  ).toBeVisible(SLOW);

  await page.goto('/#/login');
  const form = page.getByRole('main');
  await form.getByLabel('Username or e-mail').fill(NEWBIE_MEMBER.username);
  await form.getByLabel('Password', { exact: true }).fill(NEWBIE_MEMBER.password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText(/You are taking a break until .*: play and deposits are paused/)).toBeVisible(
    SLOW,
  );
  await screenshot(page, 'protection-break-refused');
  await expect(page).toHaveURL(/#\/login/);
});

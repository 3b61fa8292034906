import type { APIRequestContext, Page } from '@playwright/test';
import {
  advanceClock,
  chooseMethod,
  expectBalance,
  expectDepositEnd,
  expectOnePurchase,
  fillCard,
  hurryLookUps,
  hurryUntilHidden,
  openDeposit,
  paymentFrame,
  SLOW,
  screenshot,
  scriptDeposit,
  startWithAmount,
  submitCard,
} from './support/deposit-journey';
import { DEMO_MEMBER, expect, signInAs, sim, test } from './support/world';

/**
 * Money on a bad network (the phone's normal): only the server's answer about an order decides
 * what the player is told. A status look-up lost on the way (a dropped connection, the browser
 * offline) is asked again, never shown as a failed payment; an order open when the page reloads
 * is followed to its end and its result shown once: the dialog, the header balance, the row in
 * the history, one purchase event. Faults come from the control plane; the look-up schedules
 * run on the page's clock where a wait would cost real time.
 */

test.describe.configure({ timeout: 120_000 });

const DEMO_BALANCE = '1,500.00';
const NETWORK_ERROR = 'Network error: please check your connection and try again.';

// The faults below break these answers on purpose (and offline, every load fails): Chromium
// logs each as an error. One pattern: Playwright reads a two-element array as [value, options].
test.use({
  allowConsoleErrors: [
    /^Failed to load resource: net::(ERR_INTERNET_DISCONNECTED|ERR_CONTENT_LENGTH_MISMATCH \[[^\]]*\/api\/sys\/(stripe|payp|cash)\/findOrder:)/,
  ],
});

async function signInDemo(page: Page) {
  await signInAs(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
  await expectBalance(page, DEMO_BALANCE);
}

/** The next `count` look-ups of `path` lose their answer half-way (decision 043). */
async function dropLookUps(request: APIRequestContext, path: string, count: number) {
  const fault = await sim(request, 'POST', '/faults', { pathPattern: path, drop: true, count });
  expect(fault.error, fault.message).toBe(0);
}

/** How many look-ups of `path` the simulator saw dropped. */
async function droppedLookUps(request: APIRequestContext, path: string): Promise<number> {
  const calls = await sim<Array<{ fault: string | null }>>(request, 'GET', `/journal?path=${path}`);
  return calls.data.filter((call) => call.fault === 'drop').length;
}

/**
 * Records every text the page shows in a toast or a result heading from now on, so that a test
 * can say what never appeared (a toast lasts seconds; looking afterwards would miss it).
 */
async function recordShownTexts(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { shownTexts: string[] }).shownTexts = seen;
    new MutationObserver(() => {
      for (const node of document.querySelectorAll('[role="status"], [role="alert"], h3, output')) {
        const text = node.textContent?.trim() ?? '';
        if (text !== '' && !seen.includes(text)) seen.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return async (): Promise<string[]> =>
    page.evaluate(() => (window as unknown as { shownTexts: string[] }).shownTexts);
}

/**
 * The end the player sees: the header balance, exactly one purchase event, the DEPOSIT row in the
 * history and, after a reload, still signed in with that balance and nothing told again.
 */
async function expectCreditedOnce(page: Page, request: APIRequestContext, amount: number, balance: string) {
  await expectBalance(page, balance);
  await expectOnePurchase(request, amount);
  await expectDepositEnd(page, { balance, depositAmount: amount.toFixed(2), credited: true });
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expectOnePurchase(request, amount);
}

/** Cash App, $100, Continue: the pay screen with its QR code. */
async function cashPayScreen(page: Page) {
  const dialog = await startWithAmount(page, 'Cash App', 100);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('img', { name: 'QR code of the Cash App payment' })).toBeVisible(SLOW);
  return dialog;
}

test.describe('a look-up lost after Pay', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });

  test('Stripe: one dropped look-up, then "successful", the balance and one purchase event', async ({
    page,
    request,
  }) => {
    const FIND = '/api/sys/stripe/findOrder';
    await signInDemo(page);
    const dialog = await openDeposit(page);
    await chooseMethod(dialog, 'Stripe');
    await dialog.getByLabel('Other amount').fill('38');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const frame = paymentFrame(page);
    await frame.getByLabel('Card number').fill('4242 4242 4242 4242');
    await frame.getByLabel('Expiry (MM/YYYY)').fill(`12/${new Date().getFullYear() + 2}`);
    await frame.getByLabel('CVC').fill('123');
    await dropLookUps(request, FIND, 1);
    const shown = await recordShownTexts(page);
    await frame.getByRole('button', { name: 'Pay 38.00 USD' }).click();
    await hurryLookUps(page, dialog.getByRole('heading', { name: 'Deposit successful' }));
    expect(await droppedLookUps(request, FIND)).toBe(1);
    expect(await shown()).not.toContain('Deposit failed');
    await expectBalance(page, '1,538.00');
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expectCreditedOnce(page, request, 38, '1,538.00');
  });

  test('card payment frame (PAYP): one dropped look-up, then the pop-up closes credited, one event', async ({
    page,
    request,
  }) => {
    const FIND = '/api/sys/payp/findOrder';
    await signInDemo(page);
    const dialog = await openDeposit(page);
    await chooseMethod(dialog, 'Card payment frame');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const pay = paymentFrame(page).getByRole('button', { name: 'Pay 200.00 USD' });
    await expect(pay).toBeVisible(SLOW);
    await dropLookUps(request, FIND, 1);
    const shown = await recordShownTexts(page);
    await pay.click();
    // PAYP's pop-up closes once the order is paid (spec 02 §2).
    await hurryUntilHidden(page, dialog);
    expect(await droppedLookUps(request, FIND)).toBe(1);
    expect(await shown()).not.toContain('Deposit failed');
    await expectCreditedOnce(page, request, 200, '1,700.00');
  });

  test('PayPal (express): offline for 6 s right after Pay, then "successful", balance, one event', async ({
    page,
    context,
    request,
  }) => {
    await signInDemo(page);
    const dialog = await startWithAmount(page, 'PayPal (express)', 100);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const pay = paymentFrame(page).getByRole('button', { name: 'Pay 100.00 USD' });
    await expect(pay).toBeVisible(SLOW);
    const shown = await recordShownTexts(page);
    const paid = page.waitForResponse((response) =>
      /\/sim\/pay\/api\/orders\/[^/]+\/pay$/.test(response.url()),
    );
    await pay.click();
    await paid;
    await context.setOffline(true);
    // Six seconds of the page's look-up schedule (one a second) with no network.
    await page.clock.fastForward(6000);
    await expect(dialog.getByRole('heading', { name: 'Deposit failed' })).toHaveCount(0);
    await expect(dialog.locator('iframe[title="Payment page"]')).toBeVisible();
    await context.setOffline(false);
    await hurryLookUps(page, dialog.getByRole('heading', { name: 'Deposit successful' }));
    expect(await shown()).not.toContain('Deposit failed');
    await expectBalance(page, '1,600.00');
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expectCreditedOnce(page, request, 100, '1,600.00');
  });

  test('Cash App: two dropped look-ups say once that the payment could not be checked yet, then credit it', async ({
    page,
    request,
  }) => {
    const FIND = '/api/sys/cash/findOrder';
    await signInDemo(page);
    const dialog = await cashPayScreen(page);
    await dropLookUps(request, FIND, 2);
    const shown = await recordShownTexts(page);
    await dialog.getByRole('button', { name: "I'VE MADE THE TRANSFER" }).click();
    await expect(dialog.getByText(/We could not check your payment yet/)).toBeVisible(SLOW);
    await screenshot(page, 'cash-not-checked-yet');
    const done = page.getByRole('alertdialog', { name: 'Transaction successful' });
    await hurryLookUps(page, done);
    expect(await droppedLookUps(request, FIND)).toBe(2);
    const texts = await shown();
    expect(texts).not.toContain(NETWORK_ERROR);
    expect(texts.filter((text) => /could not check your payment yet/.test(text))).toHaveLength(1);
    await expectBalance(page, '1,600.00');
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden(SLOW);
    await expectCreditedOnce(page, request, 100, '1,600.00');
  });
});

test.describe('an open order outlives the page', () => {
  test('card (instant, CATTL): a reload while "We are confirming...", then the credit is told once', async ({
    page,
    request,
  }) => {
    await signInDemo(page);
    await scriptDeposit(request, 'CATTL', DEMO_MEMBER.username, 'success', { delayMs: 12_000 });
    const dialog = await startWithAmount(page, 'Card (instant)', 25);
    await fillCard(page, dialog);
    await submitCard(dialog);
    await expect(dialog.getByText(/We are confirming your payment with the provider/)).toBeVisible(SLOW);
    await page.reload();
    await expectBalance(page, DEMO_BALANCE);
    // The provider's 12 s pass on the simulator's clock.
    await advanceClock(request, '13s');
    const landed = page.getByRole('alertdialog', { name: 'Deposit successful' });
    await expect(landed).toContainText('Your deposit of $25.00 has been credited to your balance.', SLOW);
    await expectBalance(page, '1,525.00');
    await screenshot(page, 'followed-after-reload');
    await landed.getByRole('button', { name: 'OK' }).click();
    await expectCreditedOnce(page, request, 25, '1,525.00');
  });

  test('Cash App: a reload after "I\'VE MADE THE TRANSFER", then the credit is told once', async ({
    page,
    request,
  }) => {
    await signInDemo(page);
    const dialog = await cashPayScreen(page);
    await dialog.getByRole('button', { name: "I'VE MADE THE TRANSFER" }).click();
    await page.reload();
    const landed = page.getByRole('alertdialog', { name: 'Deposit successful' });
    await expect(landed).toContainText('Your deposit of $100.00 has been credited to your balance.', SLOW);
    await expectBalance(page, '1,600.00');
    await landed.getByRole('button', { name: 'OK' }).click();
    await expectCreditedOnce(page, request, 100, '1,600.00');
  });
});

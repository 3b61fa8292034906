import type { Locator, Page } from '@playwright/test';
import {
  advanceClock,
  chooseMethod,
  choosePreset,
  expectAccessible,
  expectBalance,
  expectDepositEnd,
  expectOnePurchase,
  expectSignedIn,
  fillCard,
  holdCalls,
  holdSettingScripts,
  hurryLookUps,
  hurryUntilHidden,
  openDeposit,
  paymentFrame,
  purchaseEvents,
  SLOW,
  screenshot,
  scriptDeposit,
  startWithAmount,
  submitCard,
} from './support/deposit-journey';
import { DEMO_MEMBER, expect, NEWBIE_MEMBER, signInAs, test } from './support/world';

/**
 * One journey per deposit method but the card path (deposit-card.spec.ts), as a player takes it:
 * Deposit in the header, the method, the amount, the provider's page, the result.
 * Each ends with the player still signed in, the header balance, the DEPOSIT row in Transaction
 * History (none after a failure) and, through the page guard, no console error, CSP violation or
 * sign-out. Outcomes come from the simulator's QA rules and clock, so nothing waits by the clock
 * but the app's own look-up schedule.
 *
 * `demo` (credited, 1,500.00) sees every method but crypto A, a welcome method for members who
 * never deposited: that one is `newbie`'s (0.00; the first deposit doubles with the 100% bonus).
 */

// Two tabs, provider pages and look-ups: a minute or more on a busy shared machine.
test.describe.configure({ timeout: 120_000 });

const DEMO_BALANCE = '1,500.00';

async function signInDemo(page: Page) {
  await signInAs(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
  await expectBalance(page, DEMO_BALANCE);
}

/**
 * A result pop-up of the deposit dialog: its heading, then Close. With `page` (its clock
 * installed), the look-ups before it are hurried on that clock.
 */
async function closeOutcome(page: Page | null, dialog: Locator, title: string) {
  const heading = dialog.getByRole('heading', { name: title });
  if (page) await hurryLookUps(page, heading);
  else await expect(heading).toBeVisible(SLOW);
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden(SLOW);
}

test.describe('card processor (CATTL)', () => {
  const CONFIRMING = /We are confirming your payment with the provider/;

  test('the card is charged at once: success dialog, balance, history and one purchase event', async ({
    page,
    request,
  }) => {
    // The operator's tracking script arrives late: the event waits for it.
    const settingScripts = await holdSettingScripts(page);
    await signInDemo(page);
    const dialog = await openDeposit(page);
    await chooseMethod(dialog, 'Card (instant)');
    // The card presets: 200 chosen.
    await expect(dialog.getByRole('button', { name: '$200', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await fillCard(page, dialog);
    await submitCard(dialog);
    const done = page.getByRole('alertdialog').filter({ hasText: 'Your deposit was successful.' });
    await expect(done).toBeVisible(SLOW);
    expect(await page.evaluate(() => 'fbq' in window)).toBe(false);
    settingScripts.release();
    await expectOnePurchase(request, 200);
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden(SLOW);
    await expectDepositEnd(page, { balance: '1,700.00', depositAmount: '200.00', credited: true });
    expect(await purchaseEvents(request)).toHaveLength(1);
  });

  test('a pay call answering pending: "confirming", a notice if it never ends, the balance when it lands', async ({
    page,
    request,
  }) => {
    await page.clock.install();
    await signInDemo(page);
    const payPending = async () => {
      const dialog = await openDeposit(page);
      await chooseMethod(dialog, 'Card (instant)');
      await fillCard(page, dialog);
      await submitCard(dialog);
      await expect(dialog.getByText(CONFIRMING)).toBeVisible(SLOW);
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      return dialog;
    };

    await scriptDeposit(request, 'CATTL', DEMO_MEMBER.username, 'never');
    let dialog = await payPending();
    await page.clock.fastForward('03:00');
    await expect(dialog.getByText(/The provider has not confirmed your payment yet/)).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await screenshot(page, 'cattl-overdue');
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(dialog).toBeHidden(SLOW);
    await expectBalance(page, DEMO_BALANCE);

    await scriptDeposit(request, 'CATTL', DEMO_MEMBER.username, 'success', { delayMs: 20_000 });
    dialog = await payPending();
    await screenshot(page, 'cattl-confirming');
    await expectBalance(page, DEMO_BALANCE);
    // The provider's 20 s pass on the simulator's clock; the look-ups on the page's.
    await advanceClock(request, '20s');
    const done = page.getByRole('alertdialog').filter({ hasText: 'Your deposit was successful.' });
    await hurryLookUps(page, done);
    await expectBalance(page, '1,700.00');
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden(SLOW);
    await expectOnePurchase(request, 200);
    await expectDepositEnd(page, { balance: '1,700.00', depositAmount: '200.00', credited: true });
  });
});

test.describe('onlyPay (provider tab)', () => {
  test('paid in the provider tab: both tabs show the result and the balance; one purchase event', async ({
    page,
    context,
    request,
  }) => {
    // Two tabs; the tab's own return after 2 s and the 3 s look-up run on the context's clock,
    // which both tabs share.
    await page.clock.install();
    await signInDemo(page);
    const dialog = await openDeposit(page);
    await chooseMethod(dialog, 'OnlyPay');
    await choosePreset(dialog, 100);
    await fillCard(page, dialog);
    const tabPromise = context.waitForEvent('page');
    await submitCard(dialog);
    const tab = await tabPromise;
    // This tab's pop-up follows the order while the player pays in the other.
    await expect(dialog.getByText(/Complete the payment in the tab that has opened/)).toBeVisible(SLOW);
    await expect(tab).toHaveURL(/\/sim\/pay\/onlypay\?order=/, SLOW);
    await tab.getByRole('button', { name: 'Pay 100.00 USD' }).click();
    // The tab comes back to the app's return page, which looks the order up.
    const result = tab.getByRole('dialog', { name: 'Deposit' });
    await closeOutcome(tab, result, 'Deposit successful');
    await expect(tab).toHaveURL(/\/#\//);
    await expectDepositEnd(tab, { balance: '1,600.00', depositAmount: '100.00', credited: true });
    // The first tab learnt it by itself: no reload, no visibilitychange.
    const landed = dialog.getByRole('heading', { name: 'Deposit successful' });
    await hurryLookUps(page, landed);
    await expectBalance(page, '1,600.00');
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(dialog).toBeHidden(SLOW);
    await expectSignedIn(page);
    await expectOnePurchase(request, 100);
  });
});

test.describe('card payment frame (PAYP)', () => {
  test('Fail and Cancel in the frame are told, with Try again; paid, the pop-up closes on its message', async ({
    page,
    request,
  }) => {
    // The frame leaves 2 s after its end (its message), on the page's clock.
    await page.clock.install();
    await signInDemo(page);
    const dialog = await openDeposit(page);
    await chooseMethod(dialog, 'Card payment frame');
    await expect(dialog.getByRole('button', { name: '$200', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    for (const end of [
      { button: 'Fail payment', title: 'Deposit failed', text: /The payment did not go through/ },
      { button: 'Cancel and return', title: 'Transaction canceled', text: 'Your deposit has been cancelled' },
    ]) {
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await paymentFrame(page).getByRole('button', { name: end.button }).click();
      await hurryLookUps(page, dialog.getByRole('heading', { name: end.title }));
      await expect(dialog.getByText(end.text)).toBeVisible();
      await screenshot(page, `payp-${end.title.split(' ')[1]}`);
      await dialog.getByRole('button', { name: 'Try again' }).click();
    }
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const pay = paymentFrame(page).getByRole('button', { name: 'Pay 200.00 USD' });
    await expect(pay).toBeVisible(SLOW);
    await expect(dialog.getByRole('heading', { name: 'Transaction processing' })).toBeVisible();
    await pay.click();
    await hurryUntilHidden(page, dialog);
    await expectBalance(page, '1,700.00');
    await expectOnePurchase(request, 200);
    await expectDepositEnd(page, { balance: '1,700.00', depositAmount: '200.00', credited: true });
  });
});

test.describe('Pix (processing window)', () => {
  test('a visit to the window page moves nothing; a deposit pays in a window of its own', async ({
    page,
    context,
    expectCalled,
  }) => {
    const incomplete = 'This payment link is incomplete. Please start the deposit again.';
    const visitUrl = '/#/payment/pix/processing?amount=20&memberId=1&paymentMethod=PIX';
    // A visitor stays on the public page (the page guard fails the test on a /login redirect).
    const visitor = await context.newPage();
    await visitor.goto(visitUrl);
    await expect(visitor.getByText(incomplete)).toBeVisible(SLOW);
    await visitor.close();
    await signInDemo(page);
    // Signed in, the same visit asks nothing either: no order, no money.
    const visit = await context.newPage();
    await visit.goto(visitUrl);
    await expect(visit.getByText(incomplete)).toBeVisible(SLOW);
    await expect(visit.getByRole('banner').getByRole('button', { name: 'Deposit' })).toHaveCount(0);
    await visit.close();

    // The order call is held until the window has been seen, so that it is seen before the
    // provider's page whatever the machine's speed (a 3 s latency lost the race under load).
    const order = await holdCalls(page, '**/api/sys/deposit/payp/depositOrder');
    const dialog = await startWithAmount(page, 'Pix', 100);
    const popupPromise = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const popup = await popupPromise;
    await expect(popup.getByRole('heading', { name: 'Transaction processing' })).toBeVisible(SLOW);
    expect(popup.url()).toMatch(/#\/payment\/pix\/processing\?ref=[0-9a-f]{32}$/);
    // The window is the payment's alone: nothing in it starts another deposit.
    await expect(popup.getByRole('button', { name: 'Deposit' })).toHaveCount(0);
    await expect(popup.getByRole('button', { name: 'Menu' })).toHaveCount(0);
    await expect(popup.getByRole('contentinfo')).toHaveCount(0);
    await screenshot(popup, 'pix-window');
    order.release();
    await expect(popup).toHaveURL(/\/sim\/pay\/frame\?order=PP/, SLOW);
    await popup.getByRole('button', { name: 'Pay 100.00 USD' }).click();
    // The provider's page tells the opener when it is paid (PAY_CLOSE): the pop-up closes.
    await expect(dialog).toBeHidden(SLOW);
    await popup.close();
    await expectDepositEnd(page, { balance: '1,600.00', depositAmount: '100.00', credited: true });
    // One order in all: the pop-up's, none from the two visits.
    await expectCalled({ method: 'POST', path: '/sys/deposit/payp/depositOrder', count: 1 });
  });
});

test.describe('cash app (CASH)', () => {
  // The look-ups (every 2 s, four at most) run on the page's clock.
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });

  test('QR, struck-through amount, then the look-ups confirm the transfer', async ({ page }) => {
    await signInDemo(page);
    const dialog = await startWithAmount(page, 'Cash App', 100);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('img', { name: 'QR code of the Cash App payment' })).toBeVisible(SLOW);
    await expect(dialog.locator('del')).toContainText('100.00');
    await screenshot(page, 'cash');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: "I'VE MADE THE TRANSFER" }).click();
    const done = page.getByRole('alertdialog', { name: 'Transaction successful' });
    await hurryLookUps(page, done);
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden(SLOW);
    await expectDepositEnd(page, { balance: '1,600.00', depositAmount: '100.00', credited: true });
  });

  for (const [name, outcome] of [
    ['never found: the look-ups run out', 'never'],
    ['failed at the provider', 'failed'],
  ] as const) {
    test(`${name}: the refund promise, nothing credited`, async ({ page, request }) => {
      await signInDemo(page);
      await scriptDeposit(request, 'CASH', DEMO_MEMBER.username, outcome);
      const dialog = await startWithAmount(page, 'Cash App', 100);
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await dialog.getByRole('button', { name: "I'VE MADE THE TRANSFER" }).click();
      const notFound = page.getByRole('alertdialog').filter({ hasText: 'We could not find your payment.' });
      await hurryLookUps(page, notFound);
      await notFound.getByRole('button', { name: 'OK' }).click();
      await expect(dialog).toBeHidden(SLOW);
      await expectDepositEnd(page, { balance: DEMO_BALANCE, depositAmount: '100.00', credited: false });
    });
  }
});

test.describe('polled frame (PAYPAL_POLL)', () => {
  // The return page's look-ups run on the page's clock.
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });

  test('paid in the frame, looked up every second, success with the order', async ({ page }) => {
    await signInDemo(page);
    const dialog = await startWithAmount(page, 'PayPal (express)', 100);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const pay = paymentFrame(page).getByRole('button', { name: 'Pay 100.00 USD' });
    await expect(pay).toBeVisible(SLOW);
    await screenshot(page, 'polled-frame');
    await expectAccessible(page);
    await pay.click();
    await expect(dialog.getByRole('heading', { name: 'Deposit successful' })).toBeVisible(SLOW);
    await expect(dialog.getByText(/^Order /)).toBeVisible();
    await screenshot(page, 'success');
    await expectAccessible(page);
    await closeOutcome(page, dialog, 'Deposit successful');
    await expectDepositEnd(page, { balance: '1,600.00', depositAmount: '100.00', credited: true });
  });
});

test.describe('PayPal frame (PAYPAL)', () => {
  // The return page's look-ups run on the page's clock.
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });

  const cases = [
    {
      name: 'return: paid, looked up, credited',
      button: 'Pay 100.00 USD',
      title: 'Deposit successful',
      credited: true,
    },
    {
      name: 'cancel: back with nothing charged',
      button: 'Cancel and return',
      title: 'Transaction canceled',
      credited: false,
    },
    { name: 'error: the payment failed', button: 'Fail payment', title: 'Deposit failed', credited: false },
  ] as const;
  for (const { name, button, title, credited } of cases) {
    test(name, async ({ page }) => {
      await signInDemo(page);
      const dialog = await startWithAmount(page, 'PayPal', 100);
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await paymentFrame(page).getByRole('button', { name: button }).click();
      // The frame sends the whole page to the app's PayPal return route.
      await closeOutcome(page, dialog, title);
      await expectDepositEnd(page, {
        balance: credited ? '1,600.00' : DEMO_BALANCE,
        depositAmount: '100.00',
        credited,
      });
    });
  }
});

test.describe('stripe-style frame (STRIPE)', () => {
  // The return page's look-ups run on the page's clock.
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });

  const cases = [
    {
      name: 'success: card accepted, looked up, credited',
      button: 'Pay 100.00 USD',
      title: 'Deposit successful',
      credited: true,
    },
    {
      name: 'fail: the failure at once, nothing credited',
      button: 'Fail payment',
      title: 'Deposit failed',
      credited: false,
    },
    {
      name: 'cancel: back with nothing charged',
      button: 'Cancel and return',
      title: 'Transaction canceled',
      credited: false,
    },
  ] as const;
  for (const { name, button, title, credited } of cases) {
    test(name, async ({ page, request }) => {
      await signInDemo(page);
      const dialog = await startWithAmount(page, 'Stripe', 100);
      await dialog.getByRole('button', { name: 'Continue' }).click();
      const frame = paymentFrame(page);
      const frameAddress = await page.locator('iframe[title="Payment page"]').getAttribute('src');
      const orderId = new URL(frameAddress ?? '', page.url()).searchParams.get('order');
      await frame.getByLabel('Card number').fill('4242 4242 4242 4242');
      await frame.getByLabel('Expiry (MM/YYYY)').fill(`12/${new Date().getFullYear() + 2}`);
      await frame.getByLabel('CVC').fill('123');
      await frame.getByRole('button', { name: button }).click();
      // The frame sends the whole page to the app's return (or cancel) route.
      await closeOutcome(page, dialog, title);
      await expectDepositEnd(page, {
        balance: credited ? '1,600.00' : DEMO_BALANCE,
        depositAmount: '100.00',
        credited,
      });
      if (!credited) return;
      await expectOnePurchase(request, 100);
      // The return address opened again (history, a bookmark): the same order, no second event.
      await page.goto(`/#/payment/easyzeng/return?order_id=${orderId}&status=success`);
      await closeOutcome(page, dialog, 'Deposit successful');
      await expectBalance(page, '1,600.00');
      expect(await purchaseEvents(request)).toHaveLength(1);
    });
  }

  test('Pay pressed while the page is still loading its script is not lost', async ({ page }) => {
    // The provider page's script arrives two seconds late, as on a slow phone: Pay shows before
    // it listens, and a press then must wait for it, not vanish (a fresh-clone run lost one).
    await page.route('**/sim/pay/assets/pay-page.js', async (route) => {
      await new Promise((done) => setTimeout(done, 2_000));
      await route.continue();
    });
    await signInDemo(page);
    const dialog = await startWithAmount(page, 'Stripe', 100);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const frame = paymentFrame(page);
    await frame.getByLabel('Card number').fill('4242 4242 4242 4242');
    await frame.getByLabel('Expiry (MM/YYYY)').fill(`12/${new Date().getFullYear() + 2}`);
    await frame.getByLabel('CVC').fill('123');
    await frame.getByRole('button', { name: 'Pay 100.00 USD' }).click();
    await closeOutcome(page, dialog, 'Deposit successful');
    await expectDepositEnd(page, { balance: '1,600.00', depositAmount: '100.00', credited: true });
  });
});

test.describe('crypto', () => {
  /**
   * Coin, Continue, the address and QR, the transfer, and the chain's confirmation: scripted a
   * minute after the charge and brought on by the simulator's clock, so the waiting state is seen
   * however slow the machine.
   */
  async function payCrypto(
    page: Page,
    request: Parameters<typeof advanceClock>[0],
    code: 'CRYPTO' | 'CRYPT',
    username: string,
  ) {
    await scriptDeposit(request, code, username, 'success', { delayMs: 60_000 });
    const method = code === 'CRYPTO' ? 'Crypto (BTC, ETH, USDT, LTC)' : 'Crypto wallet';
    const dialog = await startWithAmount(page, method, 50);
    await dialog.getByLabel('BTC', { exact: true }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('img', { name: 'QR code of the deposit address' })).toBeVisible(SLOW);
    await expect(dialog.getByText('Your private deposit address')).toBeVisible();
    await screenshot(page, `crypto-${code.toLowerCase()}`);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: "I'VE MADE THE TRANSFER" }).click();
    await expect(dialog.getByText('Waiting for the blockchain to confirm your transfer…')).toBeVisible();
    await advanceClock(request, '61s');
    await expect(dialog.getByText('Your crypto deposit has been confirmed.')).toBeVisible(SLOW);
    return dialog;
  }

  test('A (CRYPTO): a new member pays in BTC; confirmed, with the first-deposit bonus', async ({
    page,
    request,
  }) => {
    await signInAs(page, NEWBIE_MEMBER.username, NEWBIE_MEMBER.password);
    await expectBalance(page, '0.00');
    const dialog = await payCrypto(page, request, 'CRYPTO', NEWBIE_MEMBER.username);
    await screenshot(page, 'crypto-success');
    // The header shows the money while the confirmation is on screen (50 + 50 bonus).
    await expectBalance(page, '100.00');
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(dialog).toBeHidden(SLOW);
    await expectDepositEnd(page, { balance: '100.00', depositAmount: '50.00', credited: true });
  });

  test('B (CRYPT): a member pays in BTC; confirmed and credited', async ({ page, request }) => {
    await signInDemo(page);
    const dialog = await payCrypto(page, request, 'CRYPT', DEMO_MEMBER.username);
    await expectBalance(page, '1,550.00');
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(dialog).toBeHidden(SLOW);
    await expectDepositEnd(page, { balance: '1,550.00', depositAmount: '50.00', credited: true });
  });
});

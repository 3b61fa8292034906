/**
 * Steps shared by the deposit journeys: open the deposit pop-up from the header,
 * choose a method and an amount, script the simulator's outcome, and check what the player sees
 * at the end: still signed in, the header balance, and the row in Transaction History.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectAccessible as expectNoSeriousFindings } from './axe-page';
import { screenshot as takeScreenshot } from './screens';
import { expect, sim, test } from './world';

/** Provider pages and look-ups take a few seconds of real time on a busy machine. */
export const SLOW = { timeout: 30_000 } as const;

/** Outcomes the simulator's QA rules can script (docs/qa.md, "Script a failure in one line, three ways"). */
export type DepositOutcomeRule = 'success' | 'failed' | 'cancelled' | 'expired' | 'never' | 'provider_error';

/** The next deposit by `method` of `username` ends as `outcome` (a rule beats test values). */
export async function scriptDeposit(
  request: APIRequestContext,
  method: string,
  username: string,
  outcome: DepositOutcomeRule,
  extra: { delayMs?: number; afterPolls?: number } = {},
) {
  const answer = await sim(request, 'POST', '/rules', {
    target: 'deposit',
    method,
    username,
    outcome,
    ...extra,
  });
  expect(answer.error, answer.message).toBe(0);
}

/** A Purchase event the simulated ad pixel received (`/__sim/tracking`). */
export interface PurchaseEvent {
  memberId: number | null;
  params: { value?: unknown; currency?: unknown };
}

/** The Purchase events the app reported to the ad pixel in this test's world. */
export async function purchaseEvents(request: APIRequestContext): Promise<PurchaseEvent[]> {
  const answer = await sim<PurchaseEvent[]>(request, 'GET', '/tracking?event=Purchase');
  expect(answer.error, answer.message).toBe(0);
  return answer.data;
}

/** The app reported exactly one purchase, of `value` US dollars (spec 02 §2: once, in USD). */
export async function expectOnePurchase(request: APIRequestContext, value: number) {
  await expect.poll(async () => (await purchaseEvents(request)).length, SLOW).toBe(1);
  const [event] = await purchaseEvents(request);
  expect(event?.params).toEqual({ value, currency: 'USD' });
}

/**
 * Holds the page's calls to `pattern` until `release` is called: a call that comes late whatever
 * the machine's speed, without a real wait (a fixed latency lost its race on a loaded machine).
 */
export async function holdCalls(page: Page, pattern: string): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/**
 * Holds the operator's setting scripts (`sysSetting/acquire`, which brings the ad pixel) until
 * `release` is called: the tracking script that loads slowly, without a real wait.
 */
export const holdSettingScripts = (page: Page) => holdCalls(page, '**/api/sys/sysSetting/acquire');

/** Moves the simulator's clock on (time-driven orders, such as crypto confirmations, settle). */
export async function advanceClock(request: APIRequestContext, advance: string) {
  const answer = await sim(request, 'POST', '/clock', { advance });
  expect(answer.error, answer.message).toBe(0);
}

/**
 * Lets the app's own look-up schedule run on Playwright's clock (installed before the page
 * loads: `page.clock.install()`): skips `stepMs` ahead at a time until `outcome` shows, so a
 * journey waits for the simulator's answers, not for the 2 to 4 s between look-ups (spec 02
 * section 9). Every look-up still happens, in order, as many as the schedule makes.
 */
export async function hurryLookUps(page: Page, outcome: Locator, stepMs = 1000) {
  await expect(async () => {
    await page.clock.fastForward(stepMs);
    await expect(outcome).toBeVisible({ timeout: 250 });
  }).toPass({ timeout: SLOW.timeout, intervals: [50] });
}

/** Moves the page's clock on until `target` is gone (a pop-up that closes after look-ups). */
export async function hurryUntilHidden(page: Page, target: Locator) {
  await expect(async () => {
    await page.clock.fastForward(1000);
    await expect(target).toBeHidden({ timeout: 250 });
  }).toPass({ timeout: SLOW.timeout, intervals: [50] });
}

/** The provider page embedded in the deposit pop-up. */
export function paymentFrame(page: Page) {
  return page.frameLocator('iframe[title="Payment page"]');
}

export function isMobile(): boolean {
  return test.info().project.name === 'mobile';
}

export function screenshot(page: Page, name: string) {
  return takeScreenshot(page, `deposit-${name}`);
}

/** No serious or critical axe finding in our dialogs (the provider pages in frames are the simulator's). */
export function expectAccessible(page: Page) {
  return expectNoSeriousFindings(page, 'deposit dialogs', {
    include: ['[role="dialog"]', '[role="alertdialog"]'],
  });
}

export function headerBalance(page: Page): Locator {
  return page.getByRole('banner').locator('.top-bar__balance');
}

/** The player is signed in: the header shows Deposit and the balance, not Sign In. */
export async function expectSignedIn(page: Page) {
  await expect(page).not.toHaveURL(/#\/login/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Deposit' })).toBeVisible(SLOW);
  await expect(headerBalance(page)).toBeVisible();
}

/** The header balance reads `amount` (e.g. '1,600.00'), whatever the member's currency. */
export async function expectBalance(page: Page, amount: string) {
  const escaped = amount.replace(/[.,]/g, '\\$&');
  await expect(headerBalance(page)).toHaveText(new RegExp(`[A-Z]{3}\\s*${escaped}$`), SLOW);
}

/** The deposit pop-up, opened the way a player does: Deposit in the header. */
export async function openDeposit(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit' });
  await expect(dialog.getByRole('heading', { name: 'Choose a payment method' })).toBeVisible(SLOW);
  return dialog;
}

export async function chooseMethod(dialog: Locator, name: string) {
  await dialog.getByRole('button', { name, exact: true }).click();
}

/** A preset amount button ('$100'). */
export async function choosePreset(dialog: Locator, amount: number) {
  const preset = dialog.getByRole('button', { name: new RegExp(`\\$${amount}$`) }).first();
  await preset.click();
  await expect(preset).toHaveAttribute('aria-pressed', 'true');
}

/** Deposit, the method, a preset amount: the first step of the frame, cash and crypto methods. */
export async function startWithAmount(page: Page, method: string, amount: number): Promise<Locator> {
  const dialog = await openDeposit(page);
  await chooseMethod(dialog, method);
  await choosePreset(dialog, amount);
  return dialog;
}

/** The app's picker: a select on desktop, a bottom sheet on mobile. */
export async function pick(page: Page, scope: Locator, label: string, option: string) {
  const control = scope.getByLabel(label, { exact: true });
  if ((await control.evaluate((node) => node.tagName)) === 'SELECT') {
    await control.selectOption(option);
    return;
  }
  await control.click();
  await page.getByRole('listbox', { name: label }).getByRole('option', { name: option, exact: true }).click();
}

/** The card fields of the card-form methods (card processor, onlyPay); billing comes prefilled or typed. */
export async function fillCard(page: Page, dialog: Locator, cardNumber = '4242 4242 4242 4242') {
  await dialog.getByLabel('Card number').fill(cardNumber);
  await dialog.getByLabel('CVV').fill('123');
  // '01': the shared picker sheet's last options overlap on a phone (reported), the first are fine.
  await pick(page, dialog, 'Expiry month (MM)', '01');
  await pick(page, dialog, 'Expiry year', String(new Date().getFullYear() + 3));
  for (const [label, value] of [
    ['First name', 'Alex'],
    ['Last name', 'Morgan'],
    ['City', 'Austin'],
    ['Address', '1 Main Street'],
    ['Postal code', '73301'],
  ] as const) {
    const field = dialog.getByLabel(label, { exact: true });
    if ((await field.count()) === 1 && (await field.inputValue()) === '') await field.fill(value);
  }
}

/**
 * Sends the card form. On the phone the button is pressed through the form's Enter key: in the
 * emulated Pixel the full-screen pop-up's scrolled body makes Playwright's hit test land on the
 * form instead of the button.
 */
export async function submitCard(dialog: Locator) {
  if (isMobile()) await dialog.getByLabel('Address', { exact: true }).press('Enter');
  else await dialog.getByRole('button', { name: 'Deposit now' }).click();
}

/** Opens Transaction History from the menu (Cashier group), the way a player does. */
export async function openTransactionHistory(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Main menu' });
  await drawer.getByRole('button', { name: 'Cashier' }).click();
  await drawer.getByRole('button', { name: 'Transaction History', exact: true }).click();
  const history = page.getByRole('dialog', { name: 'Transaction history' });
  await expect(history.getByRole('list', { name: 'Your transactions' })).toBeVisible(SLOW);
  return history;
}

/** The history's DEPOSIT rows of `amount` (e.g. '100.00'): the type and the signed amount. */
function depositRows(history: Locator, amount: string): Locator {
  return history
    .getByRole('article')
    .filter({ has: history.page().locator('.wallet-row__type', { hasText: /^Deposit$/ }) })
    .filter({
      has: history.page().locator('.transaction-row__amount', { hasText: new RegExp(`^\\+${amount}$`) }),
    });
}

/**
 * Transaction History holds `count` DEPOSIT rows of `amount` (1 after a successful deposit, 0
 * after a failed one), then the history is closed again.
 */
export async function expectDepositRows(page: Page, amount: string, count: number) {
  const history = await openTransactionHistory(page);
  await expect(history.getByRole('article').first()).toBeVisible(SLOW);
  await expect(depositRows(history, amount)).toHaveCount(count);
  await history.getByRole('button', { name: 'Close' }).first().click();
  await expect(history).toBeHidden();
}

/**
 * The end of every journey: still signed in, the header balance, the DEPOSIT row (or none), and
 * the page still signed in after a reload (a token revoked behind the page would show there).
 */
export async function expectDepositEnd(
  page: Page,
  end: { balance: string; depositAmount: string; credited: boolean },
) {
  await expectSignedIn(page);
  await expectBalance(page, end.balance);
  await expectDepositRows(page, end.depositAmount, end.credited ? 1 : 0);
  await page.reload();
  await expectSignedIn(page);
  await expectBalance(page, end.balance);
}

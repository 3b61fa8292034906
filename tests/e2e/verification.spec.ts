import { journalTime } from '@casino/sim-testing/playwright';
import type { Locator, Page } from '@playwright/test';
import { screenshot } from './support/screens';
import { expect, LANGUAGE_STORAGE_KEY, NEWBIE_MEMBER, signInAs, test } from './support/world';

/**
 * Request verification: the browser suite asserts what the app sent, as QA does with
 * WireMock's `verify`. A player who reads the app in German makes a crypto deposit with a preset
 * amount; the journal proves the call carried X-FE-LANG de and the chosen amount, and a wrong
 * expectation fails with the near miss that says what differed. An override that breaks a call's
 * contract on purpose shows the app surviving a broken answer.
 */

test.describe.configure({ timeout: 120_000 });
test.use({ actionTimeout: 30_000 });
const SLOW = { timeout: 45_000 };

/** The deposit pop-up in German, through the `/payment/{provider}/pay` callback. */
async function openGermanDeposit(page: Page): Promise<Locator> {
  await signInAs(page, NEWBIE_MEMBER.username, NEWBIE_MEMBER.password);
  await page.evaluate((key) => window.localStorage.setItem(key, 'de'), LANGUAGE_STORAGE_KEY);
  await page.reload();
  await page.goto('/#/payment/cpay/pay');
  const dialog = page.getByRole('dialog', { name: 'Einzahlung' });
  await expect(dialog.getByText('100 % Einzahlungsbonus')).toBeVisible(SLOW);
  return dialog;
}

async function depositFiftyInCrypto(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Crypto (BTC, ETH, USDT, LTC)' }).click();
  await dialog.getByRole('button', { name: /50$/ }).first().click();
  await dialog.getByLabel('BTC', { exact: true }).check();
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  await expect(dialog.getByRole('img', { name: 'QR-Code der Einzahlungsadresse' })).toBeVisible(SLOW);
  await screenshot(page, 'verify-crypto-de');
}

test('a crypto deposit sends X-FE-LANG and the chosen preset amount', async ({
  page,
  world,
  expectCalled,
}) => {
  const dialog = await openGermanDeposit(page);
  const since = await journalTime(world.control);
  await depositFiftyInCrypto(page, dialog);
  const verdict = await expectCalled({
    method: 'POST',
    path: '/sys/deposit/crypto/deposit',
    headers: { 'X-FE-LANG': 'de' },
    body: { amount: 50 },
    member: NEWBIE_MEMBER.username,
    count: 1,
    since,
  });
  expect(verdict.count).toBe(1);
  // Every call the app made while the player read German carried the language.
  await expectCalled({ path: '/sys/**', headers: { 'X-FE-LANG': 'en' }, count: 0, since, timeout: 0 });
});

test('a wrong expectation fails with the near miss and what differed', async ({ page, expectCalled }) => {
  const dialog = await openGermanDeposit(page);
  await depositFiftyInCrypto(page, dialog);
  const failure = await expectCalled({
    method: 'POST',
    path: '/sys/deposit/crypto/deposit',
    headers: { 'x-fe-lang': 'fr' },
    body: { amount: 60 },
    count: 1,
    timeout: 500,
  }).then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).toContain('expected exactly 1 call(s), found 0');
  expect(failure).toMatch(/1\. #\d+ POST \/api\/sys\/deposit\/crypto\/deposit/);
  expect(failure).toContain('headers.x-fe-lang: expected "fr", got "de"');
  expect(failure).toContain('body.amount: expected 60, got 50');
});

test('an access check answering outside its contract (allowInvalid) leaves the app usable', async ({
  page,
  world,
}) => {
  const { control } = world;
  const override = await control.call('addOverride', {
    path: '/sys/ipinfoCloudFlare',
    envelope: { error: 0, data: { status: 'broken', url: 42 } },
    allowInvalid: true,
  });
  await page.goto('/');
  // Spec 01 section 2: a failed access check lets the app show; no developer text reaches the player.
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible(SLOW);
  await expect(page.getByText(/breaks the contract|Invalid request|Failed to fetch/)).toHaveCount(0);
  const [answered] = await control.call('listJournal', { path: '/sys/ipinfoCloudFlare' });
  expect(answered).toMatchObject({ override: override.id, answer: { status: 'broken', url: 42 } });
});

import type { Page } from '@playwright/test';
import { DEMO_MEMBER, expect, signInAs, sim, test } from './support/world';

/**
 * Balance freshness: the header follows the server when a tab comes back into view
 * (a second tab kept a stale balance after a deposit made in the first), and a sign-out in one
 * tab signs the others out. Both tabs share the context's storage and world cookie.
 */
// Two tabs on a shared, busy machine.
test.describe.configure({ timeout: 90_000 });

const balance = (page: Page) => page.locator('.top-bar__balance');

/** What the browser does when the player switches back to a tab. */
async function showTabAgain(page: Page) {
  await page.evaluate(() => {
    for (const state of ['hidden', 'visible'] as const) {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }
  });
}

test('a tab brought back into view shows the balance a deposit elsewhere made', async ({ page, context }) => {
  await signInAs(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
  await expect(balance(page)).toContainText('1,500.00');
  const second = await context.newPage();
  await second.goto('/');
  await expect(balance(second)).toContainText('1,500.00');

  // Money arrives on the server (as a deposit confirmed in the other tab would make it).
  const changed = await sim(page.request, 'PATCH', '/members/demo', { cashBalance: 1650 });
  expect(changed.error).toBe(0);
  await showTabAgain(page);
  await expect(balance(page)).toContainText('1,650.00');
  await expect(balance(second)).toContainText('1,500.00');
  await showTabAgain(second);
  await expect(balance(second)).toContainText('1,650.00');
  await expect(second).not.toHaveURL(/#\/login/);
});

test('signing out in one tab shows the other as signed out, without sending it to /login', async ({
  page,
  context,
}) => {
  await signInAs(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
  const second = await context.newPage();
  await second.goto('/');
  await expect(balance(second)).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Main menu' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();

  await expect(second.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(second).not.toHaveURL(/#\/login/);
});

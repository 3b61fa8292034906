import type { Page } from '@playwright/test';
import { expect } from './world';

/**
 * Picks an option in the app's picker of the main area: a native select on desktop, the bottom
 * sheet (with its filter) on mobile.
 */
export async function choose(page: Page, label: string, option: string) {
  const control = page.getByRole('main').getByRole('combobox', { name: label, exact: true });
  if ((await control.evaluate((element) => element.tagName)) === 'SELECT') {
    await expect(control.locator('option', { hasText: option }).first()).toBeAttached();
    await control.selectOption({ label: option });
    return;
  }
  await control.click();
  const sheet = page.getByRole('dialog', { name: label });
  const search = sheet.getByRole('combobox', { name: 'Search' });
  if (await search.count()) await search.fill(option);
  // By the option's label: a country code's option names its countries too ("+44" and the UK).
  await sheet
    .getByRole('option')
    .filter({ has: page.getByText(option, { exact: true }) })
    .click();
  await expect(control).toHaveValue(option);
}

/**
 * Pictures of the screens, for a person to look at: nothing compares them, and a capture costs
 * a second or more on a busy machine, so they are taken only when asked for with
 * `E2E_SCREENSHOTS=1` (docs/testing.md, "The browser suite"). A failing test keeps its own picture
 * either way (`screenshot: 'only-on-failure'` in playwright.config.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { test } from '@playwright/test';

const SCREENSHOTS_WANTED = process.env.E2E_SCREENSHOTS === '1';

/** Saves `test-results/screens/<name>-<project>.png` when screenshots are wanted. */
export async function screenshot(target: Page | Locator, name: string, fullPage = false): Promise<void> {
  if (!SCREENSHOTS_WANTED) return;
  const path = `test-results/screens/${name}-${test.info().project.name}.png`;
  if (fullPage && 'goto' in target) await target.screenshot({ path, animations: 'disabled', fullPage });
  else await target.screenshot({ path, animations: 'disabled' });
}

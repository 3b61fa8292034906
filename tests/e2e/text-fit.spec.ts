import type { Page } from '@playwright/test';
import { paths } from '../../web/src/shared/config/paths';
import { textFitProblems } from './support/text-fit';
import { DEMO_MEMBER, expect, LANGUAGE_STORAGE_KEY, LAYOUT, signInAs, test } from './support/world';

/**
 * Narrow phones and long words: at 320 px in English and at 390 px in German, no
 * word of the main screens breaks inside ("Lucky Harbo / r Casin / o") and no text runs out of
 * its box or its field ("Choos", a cut "Address" in the sign-up steps). One page, hash changes
 * between screens; support/text-fit.ts says what counts.
 */
const SCREENS = [
  paths.home,
  paths.join,
  paths.login,
  // Without a code: the failed state, with its sentence-long button.
  paths.activation,
  paths.saferGambling,
  paths.help,
  paths.notFound,
] as const;

/** Opens `path` by a hash change and waits until its page has drawn and nothing is loading. */
async function open(page: Page, path: string): Promise<void> {
  await page.evaluate(() => {
    document.querySelectorAll('#main-content :is(h1, h2)').forEach((heading) => {
      heading.setAttribute('data-fit-seen', '');
    });
  });
  await page.goto(`/#${path}`);
  await page.waitForFunction(
    () =>
      document.querySelector('#main-content :is(h1, h2):not([data-fit-seen])')?.checkVisibility() === true &&
      document.querySelector('[aria-busy="true"]') === null,
    undefined,
    { timeout: 20_000 },
  );
}

async function problemsOnScreens(page: Page, setting: string): Promise<string[]> {
  const found: string[] = [];
  for (const path of SCREENS) {
    await open(page, path);
    found.push(...(await textFitProblems(page)).map((problem) => `${setting} ${path}: ${problem}`));
  }
  return found;
}

test(
  'no word breaks inside and no text is cut at 320 px, nor in German at 390 px',
  LAYOUT,
  async ({ page }) => {
    test.skip(test.info().project.name !== 'mobile', 'a phone layout: the mobile project runs it');
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/#/404');
    const english = await problemsOnScreens(page, '320 px');

    await page.evaluate(([key]) => window.localStorage.setItem(key as string, 'de'), [LANGUAGE_STORAGE_KEY]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const german = await problemsOnScreens(page, 'German 390 px');

    expect([...english, ...german]).toEqual([]);
  },
);

test(
  "a member's personal details fit at 320 px: the e-mail wraps after its @, not inside a word",
  LAYOUT,
  async ({ page }) => {
    test.skip(test.info().project.name !== 'mobile', 'a phone layout: the mobile project runs it');
    await page.setViewportSize({ width: 320, height: 700 });
    await signInAs(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Main menu' });
    await drawer.getByRole('button', { name: 'Account Settings', exact: true }).click();
    await drawer.getByRole('button', { name: 'Personal Details', exact: true }).click();
    const details = page.getByRole('dialog', { name: /Personal details/i });
    await expect(details.getByText(/@/)).toBeVisible();
    // Where the address wraps: every line but the last ends just after its '@'.
    const lineEnds = await details.getByText(/@/).evaluate((element) => {
      const text = element.textContent ?? '';
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const tops: number[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        for (let index = 0; index < (node.textContent ?? '').length; index += 1) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          tops.push(Math.round(range.getBoundingClientRect().top));
        }
      return tops.flatMap((top, index) =>
        index > 0 && top !== tops[index - 1] ? [text.slice(0, index)] : [],
      );
    });
    for (const line of lineEnds) expect(line, 'the e-mail wraps after its @ only').toMatch(/@$/);
    expect(await textFitProblems(page)).toEqual([]);
  },
);

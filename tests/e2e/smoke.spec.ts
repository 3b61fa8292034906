import { expect, test } from '@playwright/test';
import { screenshot } from './support/screens';

test.describe('the built app against the simulator', () => {
  test('loads, shows the top bar, and every API call carries X-FE-LANG', async ({ page }) => {
    const apiLanguages: Array<string | undefined> = [];
    page.on('request', (request) => {
      // The app's calls are POSTs; GETs under /api are images (covers, banners) that the browser
      // loads by itself, without the app's headers.
      const isCall = request.method() === 'POST';
      if (isCall && new URL(request.url()).pathname.startsWith('/api/')) {
        apiLanguages.push(request.headers()['x-fe-lang']);
      }
    });
    await page.goto('/');
    const topBar = page.getByRole('banner');
    await expect(topBar).toBeVisible();
    await expect(
      topBar
        .getByRole('link', { name: /sign in/i })
        .or(topBar.getByRole('button', { name: /sign in/i }))
        .first(),
    ).toBeVisible();
    // The access-policy check has run by the time the bar shows (a visitor has no session to load).
    expect(apiLanguages.length).toBeGreaterThanOrEqual(1);
    for (const language of apiLanguages) expect(language).toBe('en');
    await screenshot(page, 'home');
  });

  test('the simulator answers envelopes and serves its API reference', async ({ request }) => {
    const info = await request.post('/api/sys/auth/token/info');
    expect(await info.json()).toMatchObject({ error: -2 });
    const openapi = await request.get('/openapi.json');
    expect(openapi.ok()).toBe(true);
    expect((await openapi.json()).openapi).toBe('3.1.0');
  });
});

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from '../chromium-args';

/** Gzip sizes (KB) of what the first route of the production build loads before it runs. */
export function firstRouteSizes(webDist: string): { jsKb: number; cssKb: number; files: string[] } {
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1] ?? '');
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
  const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
  const gzipKb = (files: string[]) =>
    files.reduce((sum, file) => sum + gzipSync(readFileSync(join(webDist, file))).length, 0) / 1024;
  return {
    jsKb: Math.round(gzipKb([...scripts, ...preloads]) * 10) / 10,
    cssKb: Math.round(gzipKb(styles) * 10) / 10,
    files: [...scripts, ...preloads, ...styles],
  };
}

/**
 * Gzip KB of the given script paths as the build holds them: the same measure as the budget,
 * whatever compression the server picks (brotli is smaller).
 */
function scriptsGzipKb(webDist: string, paths: readonly string[]): number {
  let bytes = 0;
  for (const path of new Set(paths)) {
    const file = join(webDist, decodeURIComponent(path));
    if (existsSync(file)) bytes += gzipSync(readFileSync(file)).length;
  }
  return Math.round((bytes / 1024) * 10) / 10;
}

export interface BrowserFigures {
  lcpMs: number | null;
  /** Gzip size of every script whose fetch started before LCP (resource timing), and their count. */
  jsBeforeLcpKb: number | null;
  jsBeforeLcpFiles: number;
  cls: number | null;
  /** Event Timing duration of the click (input delay + handlers + next paint). */
  clickToPaintMs: number | null;
  /** Until the sign-in dialog is on screen (includes loading its code on demand). */
  clickToDialogMs: number | null;
}

/** Installed before the app runs: collects LCP, layout shifts and Event Timing entries. */
function observePerformance() {
  const store = {
    lcp: 0,
    cls: 0,
    events: [] as Array<{ name: string; duration: number; interactionId: number }>,
  };
  (window as unknown as { __bench: typeof store }).__bench = store;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) store.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<
      PerformanceEntry & { value: number; hadRecentInput: boolean }
    >) {
      if (!entry.hadRecentInput) store.cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { interactionId: number }>) {
      store.events.push({ name: entry.name, duration: entry.duration, interactionId: entry.interactionId });
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
}

/**
 * Home in headless Chromium with mobile emulation (Pixel 7, 4x CPU slowdown, 1.6 Mbps down,
 * 750 kbps up, 150 ms round trip), cold cache: LCP and CLS of the first load, then the
 * click-to-next-paint of opening the sign-in pop-up.
 */
export async function measureHome(
  baseUrl: string,
  executablePath: string,
  webDist: string,
): Promise<BrowserFigures> {
  if (!existsSync(executablePath)) throw new Error(`no Chromium at ${executablePath}`);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'] });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(observePerformance);
    await page.goto(baseUrl, { waitUntil: 'load', timeout: 120_000 });
    const signIn = page
      .getByRole('banner')
      .getByRole('button', { name: /sign in/i })
      .first();
    await signIn.waitFor({ state: 'visible', timeout: 60_000 });
    // Let late images, fonts and shifts land before reading the page-load figures.
    await page.waitForTimeout(3_000);
    const loaded = await page.evaluate(
      () => (window as unknown as { __bench: { lcp: number; cls: number } }).__bench,
    );

    const scripts = await page.evaluate((lcp) => {
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= lcp && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => new URL(entry.name).pathname);
    }, loaded.lcp);
    const jsBeforeLcp = scriptsGzipKb(webDist, scripts);

    const clickedAt = Date.now();
    await signIn.click();
    await page.getByRole('dialog').first().waitFor({ state: 'visible', timeout: 30_000 });
    const clickToDialogMs = Date.now() - clickedAt;
    await page.waitForTimeout(1_000);
    const events = await page.evaluate(
      () =>
        (
          window as unknown as {
            __bench: { events: Array<{ name: string; duration: number; interactionId: number }> };
          }
        ).__bench.events,
    );
    const clicks = events.filter((entry) =>
      ['click', 'pointerup', 'pointerdown', 'mouseup', 'mousedown'].includes(entry.name),
    );
    // Event Timing reports interactions of 16 ms or more; none means under 16 ms.
    const clickToPaintMs = clicks.length > 0 ? Math.max(...clicks.map((entry) => entry.duration)) : 16;
    return {
      lcpMs: loaded.lcp > 0 ? Math.round(loaded.lcp) : null,
      jsBeforeLcpKb: loaded.lcp > 0 ? jsBeforeLcp : null,
      jsBeforeLcpFiles: scripts.length,
      cls: Math.round(loaded.cls * 1000) / 1000,
      clickToPaintMs: Math.round(clickToPaintMs),
      clickToDialogMs,
    };
  } finally {
    await browser.close();
  }
}

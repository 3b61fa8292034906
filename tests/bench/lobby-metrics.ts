import { chromium, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from '../chromium-args';

export interface LobbyFigures {
  pages: number;
  games: number;
  /** Most elements the document held after any appended page. */
  maxDomElements: number;
  /** Longest task (ms) seen while one page was fetched and appended (the start not included). */
  maxLongTaskMs: number;
  /** Longest task (ms) of the app's start and first page, reported apart: no page is appended then. */
  startLongTaskMs: number;
  /** Most JS heap in use (MB) after any appended page. */
  maxHeapMb: number;
  reachedEnd: boolean;
}

/** Installed before the app runs: keeps every long task (over 50 ms) the page reports. */
function observeLongTasks() {
  const tasks: Array<{ start: number; duration: number }> = [];
  (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

const PAGE_TIMEOUT_MS = 20_000;

/**
 * The category browser's "All" list on a phone (Pixel 7, 4x CPU slowdown), scrolled to the end
 * page by page: after each appended page, the document's element count, the JS heap, and the
 * longest task since the scroll that asked for the page.
 */
export async function measureLobbyScroll(baseUrl: string, executablePath: string): Promise<LobbyFigures> {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'] });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(observeLongTasks);
    const firstPage = page.waitForResponse((response) => response.url().includes('/game/listPage'), {
      timeout: 60_000,
    });
    await page.goto(`${baseUrl}/#/games/all`, { waitUntil: 'load', timeout: 120_000 });
    await firstPage;
    const noMore = page.getByText('That is every game in this list.');
    const figures: LobbyFigures = {
      pages: 1,
      games: 0,
      maxDomElements: 0,
      maxLongTaskMs: 0,
      startLongTaskMs: 0,
      maxHeapMb: 0,
      reachedEnd: false,
    };
    const sample = async (since: number, part: 'startLongTaskMs' | 'maxLongTaskMs' = 'maxLongTaskMs') => {
      await page.waitForTimeout(600);
      const state = await page.evaluate((start) => {
        const tasks = (window as unknown as { __longTasks: Array<{ start: number; duration: number }> })
          .__longTasks;
        const longest = tasks
          .filter((task) => task.start >= start)
          .reduce((max, t) => Math.max(max, t.duration), 0);
        return { dom: document.getElementsByTagName('*').length, longest, now: performance.now() };
      }, since);
      const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
      figures.maxDomElements = Math.max(figures.maxDomElements, state.dom);
      figures[part] = Math.max(figures[part], Math.round(state.longest));
      figures.maxHeapMb = Math.max(figures.maxHeapMb, Math.round(heap.usedSize / 1024 / 1024));
      return state.now;
    };
    let since = await sample(0, 'startLongTaskMs');
    let misses = 0;
    for (let guard = 0; guard < 200 && misses < 2; guard++) {
      if (await noMore.isVisible()) {
        figures.reachedEnd = true;
        break;
      }
      const next = page
        .waitForResponse((response) => response.url().includes('/game/listPage'), {
          timeout: PAGE_TIMEOUT_MS,
        })
        .then(() => true)
        .catch(() => false);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      if (await next) {
        figures.pages += 1;
        misses = 0;
      } else misses += 1;
      since = await sample(since);
    }
    figures.games = await page.evaluate(() => {
      const count = /([\d,.\s]+)/.exec(document.querySelector('.lobby__count')?.textContent ?? '');
      return Number((count?.[1] ?? '0').replace(/\D/g, ''));
    });
    return figures;
  } finally {
    await browser.close();
  }
}

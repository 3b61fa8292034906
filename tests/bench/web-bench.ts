import { join } from 'node:path';
import { exited, REPO_ROOT, type SimProcess, startSimProcess } from '../robustness/support/sim-process';
import { runLighthouse } from './lighthouse';
import { measureLobbyScroll } from './lobby-metrics';
import type { BenchRow } from './report';
import { firstRouteSizes, measureHome } from './web-metrics';

/** Catalogue sizes the lobby is scrolled through: the seed's own and an operator-scale one. */
const LOBBY_SIZES = [320, 10_000] as const;

interface HomeBudget {
  name: string;
  lcpMs: number;
  jsKb: number;
}

async function homeRows(
  baseUrl: string,
  chromium: string,
  dist: string,
  budget: HomeBudget,
): Promise<BenchRow[]> {
  const home = await measureHome(baseUrl, chromium, dist);
  return [
    {
      figure: `${budget.name}: home LCP (Pixel 7, 4x CPU, 1.6 Mbps, 150 ms RTT, cold cache)`,
      value: `${home.lcpMs ?? '?'} ms`,
      target: `<= ${budget.lcpMs} ms`,
      met: home.lcpMs !== null && home.lcpMs <= budget.lcpMs,
    },
    {
      figure: `${budget.name}: JavaScript fetched before LCP (gzip)`,
      value: `${home.jsBeforeLcpKb ?? '?'} KB`,
      target: `<= ${budget.jsKb} KB`,
      met: home.jsBeforeLcpKb !== null && home.jsBeforeLcpKb <= budget.jsKb,
      note: `${home.jsBeforeLcpFiles} scripts (resource timing, fetch started before LCP)`,
    },
    {
      figure: `${budget.name}: home CLS (same run)`,
      value: `${home.cls}`,
      target: '<= 0.02',
      met: home.cls !== null && home.cls <= 0.02,
    },
    {
      figure: `${budget.name}: click to next paint, opening the sign-in pop-up (Event Timing)`,
      value: `${home.clickToPaintMs} ms`,
      target: '<= 100 ms',
      met: home.clickToPaintMs !== null && home.clickToPaintMs <= 100,
      note: `dialog on screen after ${home.clickToDialogMs} ms`,
    },
  ];
}

function lighthouseRows(baseUrl: string, chromium: string): BenchRow[] {
  return (['mobile', 'desktop'] as const).map((form) => {
    const figures = runLighthouse(`${baseUrl}/`, chromium, form);
    return {
      figure: `Production build: Lighthouse 12.2.3 performance, ${form}`,
      value: `${figures.score}`,
      target: form === 'mobile' ? '>= 95' : '-',
      met: form === 'mobile' ? figures.score >= 95 : null,
      note: `LCP ${figures.lcpMs} ms, TBT ${figures.tbtMs} ms, CLS ${figures.cls}`,
    };
  });
}

async function lobbyRows(work: string, chromium: string, dist: string): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const count of LOBBY_SIZES) {
    const sim = await startSimProcess({
      SIM_DATA_DIR: join(work, `lobby-${count}`),
      SIM_GAME_COUNT: String(count),
      WEB_DIST: dist,
      SIM_MODE: 'production',
      NODE_ENV: 'production',
    });
    try {
      const lobby = await measureLobbyScroll(sim.baseUrl, chromium);
      const strict = count >= 10_000;
      rows.push({
        figure: `Lobby "All" at ${count} games, phone, 4x CPU, scrolled to the end`,
        value: `DOM max ${lobby.maxDomElements}, longest task ${lobby.maxLongTaskMs} ms, heap max ${lobby.maxHeapMb} MB`,
        target: strict ? 'DOM < 3000, task <= 200 ms, heap < 60 MB' : '-',
        met: strict
          ? lobby.reachedEnd &&
            lobby.maxDomElements < 3000 &&
            lobby.maxLongTaskMs <= 200 &&
            lobby.maxHeapMb < 60
          : null,
        note: `${lobby.pages} pages, ${lobby.games} games${lobby.reachedEnd ? '' : ', did not reach the end'}; the app's start and first page: longest task ${lobby.startLongTaskMs} ms`,
      });
    } finally {
      await stop(sim);
    }
  }
  return rows;
}

async function stop(sim: SimProcess) {
  sim.child.kill('SIGTERM');
  await exited(sim.child);
}

/**
 * The browser half of the bench: the demo build as `npm start` serves it (`demoUrl`), the
 * production build (built by scripts/bench.mjs into `productionDist`) on its own simulator,
 * Lighthouse on the production build, and the lobby scrolled at 320 and 10,000 games.
 */
export async function measureWeb(demoUrl: string, chromium: string, work: string): Promise<BenchRow[]> {
  const demoDist = join(REPO_ROOT, 'web', 'dist');
  const productionDist = process.env.BENCH_PRODUCTION_DIST ?? demoDist;
  const rows: BenchRow[] = [];
  const attempt = async (figure: string, measure: () => Promise<BenchRow[]> | BenchRow[]) => {
    try {
      rows.push(...(await measure()));
    } catch (error) {
      rows.push({
        figure,
        value: 'not measured',
        target: '-',
        met: false,
        note: String(error).slice(0, 160),
      });
    }
  };
  const sizes = firstRouteSizes(productionDist);
  rows.push({
    figure: 'Production build: entry and modulepreloads (gzip)',
    value: `${sizes.jsKb} KB JS, ${sizes.cssKb} KB CSS`,
    target: '-',
    met: null,
    note: 'static count; the budget is on what the browser fetches before LCP',
  });
  const production = await startSimProcess({
    SIM_DATA_DIR: join(work, 'web-production'),
    WEB_DIST: productionDist,
    SIM_MODE: 'production',
    NODE_ENV: 'production',
  });
  try {
    await attempt('Production build: home', () =>
      homeRows(production.baseUrl, chromium, productionDist, {
        name: 'Production build',
        lcpMs: 1200,
        jsKb: 120,
      }),
    );
    await attempt('Production build: Lighthouse', () => lighthouseRows(production.baseUrl, chromium));
  } finally {
    await stop(production);
  }
  await attempt('Demo build: home', () =>
    homeRows(demoUrl, chromium, demoDist, { name: 'Demo build (npm start)', lcpMs: 1500, jsKb: 130 }),
  );
  await attempt('Lobby scroll', () => lobbyRows(work, chromium, productionDist));
  return rows;
}

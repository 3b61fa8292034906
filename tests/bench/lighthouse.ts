import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { CHROMIUM_ARGS } from '../chromium-args';
import { REPO_ROOT } from '../robustness/support/sim-process';

export interface LighthouseFigures {
  /** Performance score, 0 to 100. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

interface LighthouseReport {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
}

/**
 * Lighthouse 12.2.3 (pinned: 13 needs Node 22) on one page, performance only, with its own
 * throttling: the mobile profile by default, `desktop` for its desktop preset.
 */
export function runLighthouse(
  url: string,
  executablePath: string,
  form: 'mobile' | 'desktop',
): LighthouseFigures {
  const cli = join(REPO_ROOT, 'tests', 'node_modules', 'lighthouse', 'cli', 'index.js');
  const flags = CHROMIUM_ARGS.filter((flag) => flag !== '--disable-gpu');
  const result = spawnSync(
    process.execPath,
    [
      cli,
      url,
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--chrome-path=${executablePath}`,
      `--chrome-flags=--headless=new --disable-gpu ${flags.join(' ')}`,
      ...(form === 'desktop' ? ['--preset=desktop'] : []),
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 180_000 },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed: ${result.stderr.slice(-400)}`);
  const report = JSON.parse(result.stdout) as LighthouseReport;
  const audit = (id: string) => Math.round((report.audits[id]?.numericValue ?? Number.NaN) * 1000) / 1000;
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: audit('cumulative-layout-shift'),
  };
}

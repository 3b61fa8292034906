/**
 * Axe on one page, injected once and run in place. `AxeBuilder.analyze()` injects axe's 500 KB
 * source into every frame on every call and finishes each run in a blank page of its own; on
 * a page the test keeps for dozens of checks that is most of the accessibility suite's time.
 * The rules are the same axe-core build's, with the same tags.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

/** WCAG A and AA up to 2.2. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// axe-core is @axe-core/playwright's dependency: the same version that builder runs.
const fromAxePlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const AXE_SOURCE = readFileSync(fromAxePlaywright.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Frames (the provider and game pages inside them are the simulator's), and the chat tooltip once
 * its half-second fade-out has begun: a fade that starts during a run is measured mid-way, a
 * picture that is leaving, not one a player reads (the animation wait below cannot see it coming).
 */
const ALWAYS_EXCLUDED = ['iframe', '.chat-icon__tooltip--fading'];

export interface AxeScope {
  /** CSS selectors to check (default: the whole document); those not on the page are skipped. */
  include?: string[];
  /** CSS selectors left out. */
  exclude?: string[];
  /** 'wcag' (the default): WCAG A and AA up to 2.2; 'all': every rule, best practices too. */
  rules?: 'wcag' | 'all';
}

/** The serious and critical findings on `page`, one line each ("where: rule at targets"). */
export async function seriousFindings(page: Page, where: string, scope: AxeScope = {}): Promise<string[]> {
  const include = scope.include ?? [];
  // A pop-up may still be mounting (a lazy chunk): wait until one of the regions is there.
  if (include.length > 0) await page.locator(include.join(', ')).first().waitFor({ state: 'attached' });
  // A full page load drops axe; a hash change keeps it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const lines = await page.evaluate(
    async ({ tags, include, exclude }) => {
      // A fade or slide that is under way is a picture on its way, not one a player reads:
      // contrast is judged once finite animations (a message fading in) have ended. Endless
      // ones (a spinner, the wins ticker) are judged as they are.
      const ending = document.getAnimations().filter((animation) => {
        const end = animation.effect?.getComputedTiming().endTime;
        return animation.playState === 'running' && typeof end === 'number' && Number.isFinite(end);
      });
      await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
      type AxeRun = (
        context: unknown,
        options: unknown,
      ) => Promise<{
        violations: Array<{ id: string; impact?: string | null; nodes: Array<{ target: unknown[] }> }>;
      }>;
      const axe = (window as unknown as { axe: { run: AxeRun } }).axe;
      const present = include.filter((selector) => document.querySelector(selector) !== null);
      const context = {
        ...(present.length > 0 ? { include: present.map((selector) => [selector]) } : {}),
        exclude: exclude.map((selector) => [selector]),
      };
      const { violations } = await axe.run(context, {
        ...(tags ? { runOnly: { type: 'tag', values: tags } } : {}),
        // Only the violations are read: no need to build the (large) list of passes.
        resultTypes: ['violations'],
        iframes: false,
      });
      return violations
        .filter((item) => item.impact === 'serious' || item.impact === 'critical')
        .map((item) => `${item.id} at ${item.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    },
    {
      tags: scope.rules === 'all' ? null : WCAG_TAGS,
      include,
      exclude: [...ALWAYS_EXCLUDED, ...(scope.exclude ?? [])],
    },
  );
  return lines.map((line) => `${where}: ${line}`);
}

/**
 * The one axe assertion of the browser suites: no serious or critical finding in `scope` (every
 * rule by default, as `AxeBuilder.analyze()` ran them), each finding named with `where`.
 */
export async function expectAccessible(page: Page, where: string, scope: AxeScope = {}): Promise<void> {
  expect(await seriousFindings(page, where, { rules: 'all', ...scope })).toEqual([]);
}

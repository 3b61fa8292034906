/**
 * The page guard: a browser test fails when any page of its browser context (the
 * first page and every pop-up, tab or window it opens) logs a console error, throws an uncaught
 * error, reports a Content Security Policy violation, or lands on `#/login` without the test
 * having gone there itself (the signed-out-after-paying bug looked exactly like that).
 *
 * A failed load the test caused on purpose with a fault of its world (an HTTP 500 or a dropped
 * connection that `addFault` ordered) is expected, not a problem: the fixture asks the world's
 * journal whether a fault answered that call (`faultCaused`), before the world closes. Any
 * other console error still fails the test.
 *
 * Other opt-outs are narrow and per test or describe block, always with the reason in a comment:
 *
 *   // The article's hostile HTML asks for /x on purpose: a 404.
 *   test.use({ allowConsoleErrors: [/Failed to load resource: .*\/x:0\]$/] });
 *   // Opening a members-only page as a visitor must send to /login.
 *   test.use({ allowLoginRedirect: true });
 */
import type { BrowserContext, Frame, Page } from '@playwright/test';

export interface PageGuardOptions {
  /** Console or page errors this test provokes on purpose (say why in a comment). */
  allowConsoleErrors: RegExp[];
  /** The test expects the app itself to send the page to `#/login` (say why in a comment). */
  allowLoginRedirect: boolean;
}

/**
 * A resource the browser failed to load: its address, and the HTTP status it logged (null for a
 * network failure: a dropped connection, `net::ERR_...`).
 */
export interface FailedLoad {
  url: string;
  status: number | null;
}

/** Whether a fault the test set made this load fail (the fixture asks its world's journal). */
export type FaultCheck = (failed: FailedLoad) => Promise<boolean>;

/** Chromium's console line for a failed load: `Failed to load resource: the server responded with a status of 500 ()`. */
const FAILED_LOAD = /^Failed to load resource: (?:the server responded with a status of (\d{3})|net::ERR_)/;

/** Name of the binding the init script reports CSP violations through. */
const CSP_BINDING = '__e2eReportCspViolation';

interface ViolationRecord {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

function describeViolation(record: ViolationRecord): string {
  const where = record.source ? ` (${record.source})` : '';
  const sample = record.sample ? `: ${record.sample}` : '';
  return `CSP violation: ${record.directive} refused ${record.blocked || 'inline'}${where}${sample}`;
}

function isLoginUrl(url: string): boolean {
  return /#\/login(?:[?/]|$)/.test(url);
}

function pageLabel(page: Page): string {
  return page.url() || 'about:blank';
}

/**
 * Watches `context` until `check()` is called. Returns the problems found (each one line), minus
 * what the options allow and the failed loads `faultCaused` says a fault of the test made.
 */
export async function guardContext(
  context: BrowserContext,
  options: PageGuardOptions,
  faultCaused?: FaultCheck,
) {
  const problems: { line: string; failedLoad?: FailedLoad }[] = [];
  // `test.use` may hand over one RegExp: Playwright reads a two-element array as [value, options].
  const patterns: RegExp[] = ([] as RegExp[]).concat(options.allowConsoleErrors);
  const allowed = (text: string) => patterns.some((pattern) => pattern.test(text));
  const report = (page: Page, kind: string, text: string, failedLoad?: FailedLoad) => {
    if (kind !== 'login redirect' && allowed(text)) return;
    problems.push({
      line: `[${kind}] ${text.split('\n')[0]} — on ${pageLabel(page)}`,
      ...(failedLoad ? { failedLoad } : {}),
    });
  };

  await context.exposeBinding(CSP_BINDING, ({ page }, record: ViolationRecord) => {
    report(page, 'csp', describeViolation(record));
  });
  await context.addInitScript((binding) => {
    // On the window, once: a pop-up's first document (about:blank) hands its window over to the
    // page it loads, so a listener on that first document would never hear the page's violations.
    const scope = window as unknown as Record<string, unknown>;
    const listening = `${binding}Listening`;
    if (scope[listening]) return;
    scope[listening] = true;
    window.addEventListener('securitypolicyviolation', (event) => {
      const report = scope[binding] as ((record: unknown) => void) | undefined;
      report?.({
        directive: event.effectiveDirective || event.violatedDirective,
        blocked: event.blockedURI,
        source: event.sourceFile ? `${event.sourceFile}:${event.lineNumber}` : '',
        sample: event.sample,
      });
    });
  }, CSP_BINDING);

  const watch = (page: Page) => {
    // A page.goto to a login address is the test going there itself, as is a reload of it.
    // While a goto runs, a late navigation of the page it leaves (the app settling on `#/`
    // after the previous goto, on a loaded machine) does not cancel it.
    let ownLoginVisit = false;
    let gotos = 0;
    const goto = page.goto.bind(page);
    page.goto = async (url, gotoOptions) => {
      ownLoginVisit = isLoginUrl(url);
      gotos += 1;
      try {
        return await goto(url, gotoOptions);
      } finally {
        gotos -= 1;
      }
    };
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const { url, lineNumber } = message.location();
      const at = url ? ` [${url}:${lineNumber}]` : '';
      const load = FAILED_LOAD.exec(message.text());
      const failedLoad = load && url ? { url, status: load[1] ? Number(load[1]) : null } : undefined;
      report(page, 'console.error', `${message.text()}${at}`, failedLoad);
    });
    page.on('pageerror', (error) => report(page, 'pageerror', `${error.name}: ${error.message}`));
    page.on('framenavigated', (frame: Frame) => {
      if (frame !== page.mainFrame()) return;
      const url = frame.url();
      if (!isLoginUrl(url)) {
        if (gotos === 0) ownLoginVisit = false;
        return;
      }
      if (ownLoginVisit || options.allowLoginRedirect) return;
      report(page, 'login redirect', `the app went to ${url.slice(url.indexOf('#'))}`);
    });
  };
  for (const page of context.pages()) watch(page);
  context.on('page', watch);

  return {
    /** Throws when any page misbehaved, listing each problem once. */
    async check() {
      const seen = new Set<string>();
      const distinct: string[] = [];
      for (const { line, failedLoad } of problems) {
        if (seen.has(line)) continue;
        seen.add(line);
        if (failedLoad && faultCaused && (await faultCaused(failedLoad))) continue;
        distinct.push(line);
      }
      if (distinct.length === 0) return;
      throw new Error(
        `The page guard saw ${distinct.length} problem(s) (opt out narrowly with ` +
          `test.use({ allowConsoleErrors: [/.../] }) or allowLoginRedirect, with the reason):\n` +
          distinct.map((line) => `  - ${line}`).join('\n'),
      );
    },
  };
}

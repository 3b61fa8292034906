// What `npm test` says last about failed tests: each one's location and the first lines of its
// error, read from the suites' JSON reports, so that the tail of a CI log (often all that is
// kept) says what broke and where.
import { join, relative } from 'node:path';

// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape that starts a colour code
const plain = (text) => String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '');
const FAILURE_LINES = 8;
/** A stack frame in a dependency or in Node itself: says nothing about where the test broke. */
const FOREIGN_FRAME = /^\s*at .*(?:node_modules|node:internal|\(node:)/;
const firstLines = (text) =>
  plain(text)
    .split('\n')
    .filter((line) => line.trim() !== '' && !FOREIGN_FRAME.test(line))
    .slice(0, FAILURE_LINES)
    .map((line) => `      ${line.trimEnd().slice(0, 300)}`)
    .join('\n');

/** Vitest's JSON: failed tests, and files that failed before any test ran (an import error). */
export function vitestFailures(report, root) {
  return report.testResults.flatMap((file) => {
    const where = relative(root, file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    if (failed.length === 0 && file.status === 'failed')
      return [{ title: where, why: firstLines(file.message) }];
    return failed.map((test) => ({
      title: `${where}${test.location ? `:${test.location.line}` : ''} › ${test.fullName}`,
      why: firstLines(test.failureMessages.join('\n')),
    }));
  });
}

/**
 * Vitest's printed output: the errors it caught outside any test (a timer or a frame that threw
 * after its test ended). They fail the run while every test passed, and its JSON has no word of
 * them: without this the tail of a CI log said "0 failed" under a failed stage.
 */
export function vitestUnhandled(output) {
  const lines = plain(output).split('\n');
  const start = lines.findIndex((line) => /Unhandled Errors?\b/.test(line));
  if (start < 0) return [];
  const block = lines
    .slice(start + 1)
    .filter((line) => !/^\s*(Vitest caught|This might cause|Resolve)/.test(line));
  return [{ title: 'Vitest, outside any test (unhandled errors)', why: firstLines(block.join('\n')) }];
}

/**
 * Playwright's JSON: errors outside any test (a spec that does not load, a global setup), then
 * tests whose outcome was unexpected, with their last attempt's errors.
 */
export function playwrightFailures(report, root) {
  const found = (report.errors ?? []).map((error) => ({
    title: 'Playwright, outside any test',
    why: firstLines(error.message ?? error.value),
  }));
  const walk = (suite) => {
    for (const child of suite.suites ?? []) walk(child);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected') continue;
        const last = test.results.at(-1);
        const why = (last?.errors ?? []).map((error) => error.message ?? error.value).join('\n');
        found.push({
          title: `[${test.projectName}] ${relative(root, join(report.config.rootDir, spec.file))}:${spec.line} › ${spec.title}`,
          why: firstLines(why || last?.status),
        });
      }
    }
  };
  walk(report);
  return found;
}

const SHOWN_FAILURES = 10;

/** The "Failed:" block: at most ten failures, then how many more the output above holds. */
export function describeFailures(failures) {
  const shown = failures.slice(0, SHOWN_FAILURES).map((failure) => `  ${failure.title}\n${failure.why}`);
  const more =
    failures.length > SHOWN_FAILURES ? [`  and ${failures.length - SHOWN_FAILURES} more, above`] : [];
  return ['Failed:', ...shown, ...more].join('\n');
}

/** Each Vitest test with its time, and each file with its whole time (setup and hooks included). */
export function vitestTimings(report, root) {
  const tests = [];
  const files = [];
  for (const file of report.testResults) {
    const where = relative(root, file.name);
    if (typeof file.endTime === 'number' && typeof file.startTime === 'number')
      files.push({ title: where, ms: file.endTime - file.startTime });
    for (const test of file.assertionResults) {
      if (typeof test.duration === 'number')
        tests.push({
          title: `${where}${test.location ? `:${test.location.line}` : ''} › ${test.fullName}`,
          ms: test.duration,
        });
    }
  }
  return { tests, files };
}

/** Each Playwright test's time: its attempts' durations added (a retried test costs them all). */
export function playwrightTimings(report, root) {
  const tests = [];
  const walk = (suite) => {
    for (const child of suite.suites ?? []) walk(child);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const ms = test.results.reduce((sum, result) => sum + (result.duration ?? 0), 0);
        tests.push({
          title: `[${test.projectName}] ${relative(root, join(report.config.rootDir, spec.file))}:${spec.line} › ${spec.title}`,
          ms,
        });
      }
    }
  };
  walk(report);
  return tests;
}

/** "Slowest ...:" and the `count` longest entries, longest first, so a slow test is seen the day it lands. */
export function describeSlowest(heading, entries, count = 10) {
  const slowest = [...entries].sort((a, b) => b.ms - a.ms).slice(0, count);
  if (slowest.length === 0) return '';
  const lines = slowest.map((entry) => `  ${(entry.ms / 1000).toFixed(1).padStart(6)} s  ${entry.title}`);
  return [`${heading}:`, ...lines].join('\n');
}

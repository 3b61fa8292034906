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

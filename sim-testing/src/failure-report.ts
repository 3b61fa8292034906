/**
 * What the world fixture attaches to a failing test's report: the world's request journal and
 * its export (`<world id>.world.json`, journal included), which `casino-sim world import <file>`
 * turns into the same world on any simulator. Only on failure, so a passing test pays nothing.
 * Nothing here may fail the test a second time: a simulator that is gone, hangs or lost the
 * world gives a note instead of the file, and the test's own error stays the one reported.
 */
import { writeFile } from 'node:fs/promises';
import { createControlClient } from '@casino/contracts/control/client';
import type { TestInfo } from '@playwright/test';

/** How long each report call may take (the simulator may be gone or stuck). */
export const REPORT_CALL_MS = 10_000;

/** `fetch` giving up after `ms` (the control client then throws a ControlError, status 0). */
export function fetchWithin(ms: number): typeof globalThis.fetch {
  return (input, init) => globalThis.fetch(input, { ...init, signal: AbortSignal.timeout(ms) });
}

/** What of Playwright's TestInfo the report needs. */
export type ReportTarget = Pick<TestInfo, 'attach' | 'outputPath'>;

/** Attaching must never throw: the test's own error is the one to report. */
async function attachQuietly(testInfo: ReportTarget, ...args: Parameters<TestInfo['attach']>): Promise<void> {
  await testInfo.attach(...args).catch(() => {});
}

export async function attachWorld(
  testInfo: ReportTarget,
  world: { baseUrl: string; key: string; id: string },
): Promise<void> {
  const { baseUrl, key, id } = world;
  const control = createControlClient({ baseUrl, key, world: () => id, fetch: fetchWithin(REPORT_CALL_MS) });
  const [journal, snapshot] = await Promise.all([
    control.call('listJournal', {}).catch((error: Error) => error.message),
    control.call('exportWorld', { id, journal: 'true' }).catch((error: Error) => error),
  ]);
  await attachQuietly(testInfo, `world ${id} journal`, {
    body: JSON.stringify(journal, null, 2),
    contentType: 'application/json',
  });
  if (snapshot instanceof Error) {
    await attachQuietly(testInfo, `world ${id} export`, {
      body: `The world was not exported: ${snapshot.message}`,
      contentType: 'text/plain',
    });
    return;
  }
  // A file in the test's output folder as well as in the report: `test-results/<test>/<id>.world.json`.
  try {
    const file = testInfo.outputPath(`${id}.world.json`);
    await writeFile(file, JSON.stringify(snapshot));
    await attachQuietly(testInfo, `${id}.world.json`, { path: file, contentType: 'application/json' });
  } catch (error) {
    await attachQuietly(testInfo, `world ${id} export`, {
      body: `The world's export could not be written: ${(error as Error).message}`,
      contentType: 'text/plain',
    });
  }
}

import { join } from 'node:path';
import type { DriftEntry, DriftReportData, ProxyMode } from '@casino/contracts/control/drift';
import type { SimEnv } from '../env';
import { DriftReport } from './drift-report';
import { type ModeRule, modeChooser, parseProxyModes } from './proxy-modes';
import { Recording } from './recording';
import { upstreamUsernames } from './session-bridge';

/**
 * Proxy mode's state for the whole process (decision 021): the upstream, the per-path modes,
 * the drift report and the recording. Every world shares it: drift is about the backend, and
 * one recording file has one writer.
 */
export interface ProxyLink {
  upstream: string;
  modes: readonly ModeRule[];
  modeOf: (path: string) => ProxyMode;
  drift: DriftReport;
  recording: Recording | null;
  /** How long an upstream call may take before the app is told the backend did not answer. */
  timeoutMs: number;
  report: () => DriftReportData;
  /** The backend's username behind a token, asked once per token (for `simulate` paths). */
  upstreamUsername: (token: string) => Promise<string | null>;
}

/** The report's file, beside the database; none for an in-memory simulator (tests, isolated worlds). */
export const DRIFT_FILE_NAME = 'drift.json';

const describeViolation = (entry: DriftEntry) =>
  `Contract drift: ${entry.call} (${entry.method} ${entry.path}) ${entry.direction} ${entry.field}: ` +
  `expected ${entry.expected}; received ${entry.received}`;

/**
 * The link for this configuration, or null when `SIM_UPSTREAM` is not set. A bad
 * `SIM_PROXY_MODES` throws, naming the pair, before the simulator starts.
 */
export function createProxyLink(
  env: SimEnv,
  dataDir: string,
  warn: (message: string) => void = (message) => console.warn(message),
): ProxyLink | null {
  const upstream = env.SIM_UPSTREAM;
  if (!upstream) return null;
  const modes = parseProxyModes(env.SIM_PROXY_MODES);
  const driftFile = dataDir === ':memory:' ? null : join(dataDir, DRIFT_FILE_NAME);
  const drift = new DriftReport(driftFile, (entry) => warn(describeViolation(entry)));
  const recording = env.SIM_RECORD ? new Recording(env.SIM_RECORD) : null;
  if (recording && recording.unreadableLines > 0)
    warn(`Recording ${recording.file}: ${recording.unreadableLines} unreadable line(s) skipped`);
  const timeoutMs = 30_000;
  return {
    upstream,
    modes,
    modeOf: modeChooser(modes),
    drift,
    recording,
    timeoutMs,
    upstreamUsername: upstreamUsernames(upstream, timeoutMs),
    report: () => ({
      upstream,
      modes: [...modes],
      recording: recording?.file ?? null,
      checked: drift.checked,
      failed: drift.failed,
      violations: drift.list(),
    }),
  };
}

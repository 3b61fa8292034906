import { z } from 'zod';
import { defineControlOperation } from './operation';
import { removedAllSchema } from './shapes';

/**
 * The drift report of proxy mode (`SIM_UPSTREAM`, decision 021): every way the real traffic
 * between the app and the operator's backend broke the contracts, one entry per distinct
 * violation (call, direction, field, what the contract wants), counted.
 */

/** Who broke the contract: the app's request, or the backend's answer. */
export const DRIFT_DIRECTIONS = ['request', 'answer'] as const;

/** The per-path answer source in proxy mode: the backend, our own simulator, or a recording. */
export const PROXY_MODES = ['upstream', 'simulate', 'replay'] as const;
export type ProxyMode = (typeof PROXY_MODES)[number];

export const driftEntrySchema = z.object({
  /** The call's name in the contracts' registry (`getMember`). */
  call: z.string(),
  method: z.string(),
  /** The contract path, without `/api`. */
  path: z.string(),
  direction: z.enum(DRIFT_DIRECTIONS),
  /** Dotted path of the field (`data.availableBalance`, `body.amount`); `(envelope)` for the whole answer. */
  field: z.string(),
  /** What the contract wants there. */
  expected: z.string(),
  /** What came the last time (a type and a short, masked value). */
  received: z.string(),
  firstSeen: z.string(),
  lastSeen: z.string(),
  count: z.number().int().min(1),
});

export const driftReportSchema = z.object({
  /** The backend the simulator forwards to; null when it is not in proxy mode. */
  upstream: z.string().nullable(),
  /** The per-path modes (SIM_PROXY_MODES) in the order they are tried; the rest go upstream. */
  modes: z.array(z.object({ pattern: z.string(), mode: z.enum(PROXY_MODES) })),
  /** The recording file (SIM_RECORD), or null. */
  recording: z.string().nullable(),
  /** Exchanges checked since the start (or the last clear), and how many broke a contract. */
  checked: z.number().int().min(0),
  failed: z.number().int().min(0),
  /** Most frequent first. */
  violations: z.array(driftEntrySchema),
});

export type DriftEntry = z.infer<typeof driftEntrySchema>;
export type DriftReportData = z.infer<typeof driftReportSchema>;

export const driftOperations = {
  readDrift: defineControlOperation({
    method: 'GET',
    path: '/drift',
    response: driftReportSchema,
    summary: 'The contract violations seen in proxied traffic (proxy mode, SIM_UPSTREAM)',
    description:
      'One entry per distinct violation: call, request or answer, field, what the contract wants, ' +
      'what came, first and last seen, count. Also written to drift.json in the data folder. ' +
      'Shared by every world of the process (it is about the backend, not a world).',
  }),
  clearDrift: defineControlOperation({
    method: 'DELETE',
    path: '/drift',
    response: removedAllSchema,
    summary: 'Forget the drift report (and empty its file)',
  }),
} as const;

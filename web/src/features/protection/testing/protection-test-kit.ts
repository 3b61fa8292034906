import type { EndpointDefinition } from '@casino/contracts/core/endpoint';
import {
  type AccountBlock,
  type PlayerLimit,
  type ProtectionStatus,
  ProtectionStatusSchema,
} from '@casino/contracts/protection/schemas';
import { endpointSamples, endpoints } from '@casino/contracts/registry';
import { type MockInstance, vi } from 'vitest';
import { signInOnSimulator } from '../../../testing/render-overlay';
import { answerCall } from '../../../testing/sim-control';

/** An answer of one call: its data, or a refusal (error and message). */
type Answer = { data?: unknown; error?: number; message?: string };
type Answers = Array<[EndpointDefinition, Answer]>;

/** A limit with nothing pending; fields overridable. */
export function limit(overrides: Partial<PlayerLimit> & Pick<PlayerLimit, 'kind' | 'period'>): PlayerLimit {
  return { amount: 100, used: 0, remaining: 100, resetTime: null, pending: null, ...overrides };
}

/** A valid protection status (parsed by the contract, so a test cannot send a shape the server would not). */
export function status(overrides: Partial<ProtectionStatus> = {}): ProtectionStatus {
  return ProtectionStatusSchema.parse({
    currency: 'USD',
    limits: [],
    realityCheckMinutes: 0,
    block: null,
    serverTime: '2026-11-22T12:00:00.000Z',
    ...overrides,
  });
}

export const breakBlock = (endTime: string | null, kind: AccountBlock['kind'] = 'BREAK'): AccountBlock => ({
  kind,
  startTime: '2026-11-22T12:00:00.000Z',
  endTime,
});

/**
 * demo signed in on the test's simulator (`useSimulator`), the shell's background calls quiet,
 * and the test's own answers as overrides of the control plane (checked against each call's
 * contract; nothing moves). Answers a spy over the simulator's fetch, for `bodiesSentTo`.
 */
export async function signedInWith(answers: Answers) {
  await signInOnSimulator();
  const background: Answers = [
    [endpoints.checkChatAvailable, { data: false }],
    [endpoints.acquireSetting, { data: '' }],
    [endpoints.newsUnreadCount, { data: 0 }],
    [endpoints.protectionPlaySession, { data: endpointSamples.protectionPlaySession.validResponse }],
  ];
  for (const [endpoint, answer] of [...background, ...answers])
    await answerCall(endpoint, {
      error: answer.error ?? 0,
      message: answer.message ?? 'success',
      data: answer.data ?? null,
    });
  return vi.spyOn(globalThis, 'fetch');
}

/** The JSON bodies sent to one endpoint, in order. */
export function bodiesSentTo(fetchSpy: MockInstance<typeof fetch>, endpoint: { path: string }): unknown[] {
  return fetchSpy.mock.calls
    .filter(([input]) => String(input) === `/api${endpoint.path}`)
    .map(([, init]) => JSON.parse(String(init?.body)));
}

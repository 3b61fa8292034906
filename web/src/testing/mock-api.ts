import type { EndpointDefinition } from '@casino/contracts/endpoint';
import { vi } from 'vitest';

export interface MockAnswer {
  error?: number;
  message?: string;
  data?: unknown;
}

type Answer = MockAnswer | (() => MockAnswer | Promise<MockAnswer>);

/**
 * Replaces the global fetch with answers per endpoint path (the envelope is added here). A path
 * without an answer fails the test loudly. Returns the mock to inspect calls.
 */
export function mockApi(answers: Array<[EndpointDefinition, Answer]>) {
  const byPath = new Map(answers.map(([endpoint, answer]) => [`/api${endpoint.path}`, answer]));
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.split('?')[0] ?? url;
    const answer = byPath.get(path);
    if (!answer) throw new Error(`No mock answer for ${path}`);
    const { error = 0, message = '', data = null } = typeof answer === 'function' ? await answer() : answer;
    return new Response(JSON.stringify({ error, message, data }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The paths the mocked fetch was asked for, in order. */
export function calledPaths(fetchMock: ReturnType<typeof mockApi>): string[] {
  return fetchMock.mock.calls.map(([input]) => String(input));
}

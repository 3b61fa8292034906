import { createControlClient } from '@casino/contracts/control/client';
import type { overrideInputSchema } from '@casino/contracts/control/overrides';
import type { EndpointDefinition } from '@casino/contracts/core/endpoint';
import type { z } from 'zod';

/**
 * The QA control plane (`/__sim`) of the test's simulator (`useSimulator`), through the
 * contracts' typed client: screen tests make their state the way QA does, by changing a member,
 * applying an inline scenario, or answering a call with a given envelope (an override, checked
 * against the call's contract; nothing moves). The fetch is looked up per call: it is the
 * simulator's, stubbed for each test.
 */
export const simControl = createControlClient({
  baseUrl: '',
  key: 'local-qa-key',
  fetch: (input, init) => globalThis.fetch(input, init),
});

/** The next calls of `endpoint` answer `envelope` (every call while no `count` is given). */
export function answerCall(
  endpoint: EndpointDefinition,
  envelope: z.input<typeof overrideInputSchema>['envelope'],
  options: Omit<z.input<typeof overrideInputSchema>, 'path' | 'envelope'> = {},
) {
  return simControl.call('addOverride', { path: endpoint.path, envelope, ...options });
}

/** The /api paths the app called, newest first (the simulator's request journal). */
export async function calledApiPaths(): Promise<string[]> {
  return (await simControl.call('listJournal', {})).map((entry) => entry.path);
}

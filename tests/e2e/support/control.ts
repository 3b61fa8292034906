/**
 * The contracts' typed control client for browser tests: every `/__sim` operation by name, its
 * input and answer typed from the contracts, refusals thrown as ControlError.
 *
 *   import { controlClientFor } from './support/control';
 *   test('...', async ({ baseURL, worldId }) => {
 *     const control = controlClientFor({ baseURL, worldId });
 *     await control.call('addRule', { target: 'deposit', method: 'VISA_MASTERCARD_1', outcome: 'failed' });
 *   });
 */
import { type ControlClient, ControlError, createControlClient } from '@casino/contracts/control/client';

export { type ControlClient, ControlError };

/** The simulator's control key in local and QA runs (SIM_CONTROL_KEY's default). */
const DEFAULT_KEY = 'local-qa-key';

export interface ControlTarget {
  /** The simulator's origin (Playwright's `baseURL` fixture). */
  baseURL: string | undefined;
  /** The test's world (the `worldId` fixture); none: the default world. */
  worldId?: string | null;
  key?: string;
}

export function controlClientFor({
  baseURL,
  worldId = null,
  key = DEFAULT_KEY,
}: ControlTarget): ControlClient {
  if (!baseURL) throw new Error('controlClientFor: baseURL is not configured');
  return createControlClient({ baseUrl: baseURL.replace(/\/$/, ''), key, world: () => worldId });
}

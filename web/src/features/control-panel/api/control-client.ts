import { createControlClient } from '@casino/contracts/control/client';
import { SIM_CONTROL_KEY } from '../control-config';

/**
 * The contracts' typed control client, same origin with the build's key. The world cookie goes
 * with each call, so the panel steers the world this browser is in. Not the app's api client:
 * `/__sim` is not the app's API and never shows the app's overlay.
 */
export const controlClient = createControlClient({
  baseUrl: '',
  key: SIM_CONTROL_KEY,
  credentials: 'same-origin',
  // Looked up per call, not bound once: component tests answer it with their simulator.
  fetch: (input, init) => globalThis.fetch(input, init),
});

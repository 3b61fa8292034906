import type { driftOperations } from '@casino/contracts/control/drift';
import type { ControlHandlers } from '../control/control-routes';

/** The drift report of proxy mode; outside it, an empty report that says so (`upstream: null`). */
export const driftHandlers: ControlHandlers<keyof typeof driftOperations> = {
  readDrift: (_input, { app }) =>
    app.proxyLink?.report() ?? {
      upstream: null,
      modes: [],
      recording: null,
      checked: 0,
      failed: 0,
      violations: [],
    },
  clearDrift: (_input, { app }) => ({ removed: app.proxyLink?.drift.clear() ?? 0 }),
};

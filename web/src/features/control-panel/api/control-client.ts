import { CONTROL_BASE_URL, SIM_CONTROL_KEY } from '../control-config';

/** A refusal of the control plane (bad input, unknown member...) or a network failure. */
export class ControlError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
    this.name = 'ControlError';
  }
}

interface ControlEnvelope<T> {
  error: number;
  message: string;
  data: T;
}

export type ControlMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Calls a `/__sim` route with the control key and answers the envelope's data. The world
 * cookie goes with it (same origin), so the panel steers the world this browser is in. Not
 * the app's api client: these routes are not in the contracts and never show the app's overlay.
 */
export async function controlCall<T>(method: ControlMethod, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${CONTROL_BASE_URL}${path}`, {
      method,
      credentials: 'same-origin',
      headers: {
        'X-Sim-Key': SIM_CONTROL_KEY,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch (cause) {
    throw new ControlError((cause as Error).message || 'Network failure', -1);
  }
  let envelope: ControlEnvelope<T>;
  try {
    envelope = (await response.json()) as ControlEnvelope<T>;
  } catch {
    throw new ControlError(`HTTP ${response.status}`, response.status);
  }
  if (envelope.error !== 0) throw new ControlError(envelope.message, envelope.error);
  return envelope.data;
}

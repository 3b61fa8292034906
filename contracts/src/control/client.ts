import { randomWorldKey } from './farm';
import { CONTROL_KEY_HEADER, CONTROL_WORLD_HEADER, type ControlMethod, controlRequestOf } from './operation';
import {
  type ControlAnswerOf,
  type ControlInputOf,
  type ControlOperationName,
  controlOperations,
} from './registry';

/** A refusal of the control plane (bad input, unknown member...), or -1 when no answer came. */
export class ControlError extends Error {
  constructor(
    message: string,
    /** The envelope's error code; -1 for a network failure or an answer that is not an envelope. */
    readonly code: number,
    /** The HTTP status (0 when no answer came). */
    readonly status: number,
    readonly operation: ControlOperationName,
  ) {
    super(message);
    this.name = 'ControlError';
  }
}

export interface ControlEnvelope {
  error: number;
  message: string;
  data?: unknown;
}

export interface ControlClientOptions {
  /** Where `/__sim` lives: '' for the same origin (the demo panel), an absolute URL elsewhere. */
  baseUrl: string;
  /** The control key (SIM_CONTROL_KEY). */
  key: string;
  /** The world to act on (sent as X-Sim-World); none: the cookie's, or the default world. */
  world?: () => string | null | undefined;
  fetch?: typeof globalThis.fetch;
  /** `same-origin` in the browser, so the `sim_world` cookie goes along. */
  credentials?: RequestInit['credentials'];
}

/** The HTTP side of one call: status and envelope, whatever the error code. */
export interface ControlExchange {
  method: ControlMethod;
  path: string;
  status: number;
  envelope: ControlEnvelope;
}

/**
 * The typed client of the QA control plane: `control.call('addRule', { target: 'deposit', ... })`
 * answers the rule as its contract says. Path parameters, query and body fields are given in
 * one object. Used by the CLI, the demo panel and the browser suite.
 */
export function createControlClient(options: ControlClientOptions) {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);

  /** Sends one call and answers the envelope as it came (refusals too); throws only when no envelope came. */
  async function send<N extends ControlOperationName>(
    name: N,
    input: ControlInputOf<N>,
  ): Promise<ControlExchange> {
    const operation = controlOperations[name];
    const given = { ...((input ?? {}) as Record<string, unknown>) };
    // A new world's id is chosen here, so a farm's router can hash it before the world exists
    // (a fork's is its source's with a suffix, made where the source lives).
    if ((name === 'createWorld' || name === 'importWorld') && given.id === undefined)
      given.id = randomWorldKey();
    const { method, path, body } = controlRequestOf(operation, given);
    const headers: Record<string, string> = { [CONTROL_KEY_HEADER]: options.key };
    // An operation on worlds names the world it makes or acts on: the header carries it to the
    // replica holding it (decision 058); any other call goes to the client's world.
    const named = operation.scope === 'dispatcher' && typeof given.id === 'string' ? given.id : null;
    const world = named ?? options.world?.();
    if (world) headers[CONTROL_WORLD_HEADER] = world;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await doFetch(`${options.baseUrl}${path}`, {
        method,
        headers,
        ...(options.credentials ? { credentials: options.credentials } : {}),
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (cause) {
      throw new ControlError((cause as Error).message || 'Network failure', -1, 0, name);
    }
    const envelope = (await response.json().catch(() => null)) as ControlEnvelope | null;
    if (!envelope || typeof envelope.error !== 'number') {
      throw new ControlError(
        `${method} ${path}: HTTP ${response.status}, not an envelope`,
        -1,
        response.status,
        name,
      );
    }
    return { method, path, status: response.status, envelope };
  }

  /** Sends one call and answers the envelope's `data`, checked against the contract; a refusal throws. */
  async function call<N extends ControlOperationName>(
    name: N,
    input: ControlInputOf<N>,
  ): Promise<ControlAnswerOf<N>> {
    const { status, envelope, path } = await send(name, input);
    if (envelope.error !== 0) throw new ControlError(envelope.message, envelope.error, status, name);
    const parsed = controlOperations[name].response.safeParse(envelope.data ?? null);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new ControlError(
        `Answer of ${path} breaks the contract at ${issue?.path.join('.') || 'data'}: ${issue?.message}`,
        -1,
        status,
        name,
      );
    }
    return parsed.data as ControlAnswerOf<N>;
  }

  return { call, send };
}

export type ControlClient = ReturnType<typeof createControlClient>;

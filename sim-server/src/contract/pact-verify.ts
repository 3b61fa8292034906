import { ControlError, createControlClient } from '@casino/contracts/control/client';
import { CONTROL_WORLD_HEADER } from '@casino/contracts/control/operation';
import type { PactFile, PactGenerators, PactInteraction } from '@casino/contracts/control/pact';
import { compareBody, compareHeaders, type PactDifference } from './pact-match';

/**
 * Replays each interaction of a Pact file against a backend and judges its answer. Before each,
 * the interaction's provider state is set through a hook: on our simulator, a world of its own
 * made through the control plane and reset to the state's scenario (`setProviderState`); on
 * another backend, `--state-url`, which gets Pact's state-change POST `{state, params, action}`
 * and answers the values the interaction's ProviderState generators take (a session token, a
 * password, test card data).
 */

export interface InteractionResult {
  description: string;
  passed: boolean;
  differences: PactDifference[];
}

export interface VerifyOptions {
  baseUrl: string;
  /** Another backend's provider-state hook; none: the simulator's control plane at baseUrl. */
  stateUrl?: string;
  /** The control key, for the simulator's hook. */
  key: string;
  /** The simulator's world to verify in (its overrides and faults stay); none: a new one. */
  world?: string;
  fetch?: typeof globalThis.fetch;
}

type StateValues = Record<string, string>;

/** Sets a provider state and answers its values for the generators. */
type StateHook = (state: string, params: Record<string, unknown>) => Promise<StateValues>;

const asValues = (value: unknown): StateValues =>
  Object.fromEntries(
    Object.entries(value && typeof value === 'object' ? value : {}).map(([name, inner]) => [
      name,
      String(inner),
    ]),
  );

/** `${token}` → the state's token; a name the state did not give is an error naming it. */
function fill(expression: string, values: StateValues): string {
  return expression.replace(/\$\{(\w+)\}/g, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined)
      throw new Error(
        `the provider state gave no value for \${${name}} (its setup answered ${Object.keys(values).join(', ') || 'nothing'})`,
      );
    return value;
  });
}

/** The request as sent: generators filled in, the body encoded as its content type says. */
function requestOf(interaction: PactInteraction, values: StateValues) {
  const { request } = interaction;
  const generators: PactGenerators = request.generators ?? {};
  const headers: Record<string, string> = {};
  for (const [name, list] of Object.entries(request.headers ?? {})) headers[name] = list.join(', ');
  for (const [name, generator] of Object.entries(generators.header ?? {}))
    if (generator.type === 'ProviderState' && generator.expression)
      headers[name] = fill(generator.expression, values);
  const fields = Object.entries(generators.body ?? {}).filter(
    ([path, generator]) =>
      generator.type === 'ProviderState' && generator.expression && /^\$\.\w+$/.test(path),
  );
  let body: string | undefined;
  const content = request.body?.content;
  if (typeof content === 'string') {
    const form = new URLSearchParams(content);
    for (const [path, generator] of fields) form.set(path.slice(2), fill(generator.expression ?? '', values));
    body = request.body?.contentType?.includes('form') ? form.toString() : content;
  } else if (content !== undefined) {
    const json = { ...(content as Record<string, unknown>) };
    for (const [path, generator] of fields) json[path.slice(2)] = fill(generator.expression ?? '', values);
    body = JSON.stringify(json);
  }
  const query = new URLSearchParams();
  for (const [name, list] of Object.entries(request.query ?? {}))
    for (const value of list) query.append(name, value);
  const search = query.toString();
  return { path: `${request.path}${search ? `?${search}` : ''}`, method: request.method, headers, body };
}

async function judge(response: Response, interaction: PactInteraction): Promise<PactDifference[]> {
  const expected = interaction.response;
  const differences: PactDifference[] = [];
  if (response.status !== expected.status)
    differences.push({ path: 'status', expected: String(expected.status), actual: String(response.status) });
  differences.push(...compareHeaders(expected.headers, response.headers, expected.matchingRules));
  if (expected.body?.content !== undefined) {
    const text = await response.text();
    let actual: unknown;
    try {
      actual = JSON.parse(text);
    } catch {
      differences.push({
        path: '$',
        expected: 'a JSON body',
        actual: `text ${JSON.stringify(text.slice(0, 60))}`,
      });
      return differences;
    }
    differences.push(...compareBody(expected.body.content, actual, expected.matchingRules));
  }
  return differences;
}

/** The simulator's own hook: a world made for the run, reset to each interaction's state. */
async function simulatorHook(options: VerifyOptions) {
  const control = createControlClient({ baseUrl: options.baseUrl, key: options.key, fetch: options.fetch });
  let world: string;
  try {
    world = options.world ?? (await control.call('createWorld', {})).id;
  } catch (error) {
    const reason = error instanceof ControlError ? error.message : String(error);
    throw new Error(
      `Cannot set provider states on ${options.baseUrl} through the simulator's control plane (${reason}). ` +
        'Against another backend, give its provider-state hook with --state-url <url>.',
    );
  }
  const inWorld = createControlClient({ ...options, world: () => world });
  const hook: StateHook = (state, params) =>
    inWorld.call('setProviderState', { state, params, action: 'setup' });
  // A world made for the run goes with it; one named by --world stays.
  const close = async () => {
    if (!options.world) await control.call('closeWorld', { id: world });
  };
  return { hook, headers: { [CONTROL_WORLD_HEADER]: world }, close };
}

/** Another backend's hook: Pact's state-change POST; its answer (or its envelope's data) are the values. */
function stateUrlHook(stateUrl: string, doFetch: typeof globalThis.fetch): StateHook {
  return async (state, params) => {
    const response = await doFetch(stateUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ state, params, action: 'setup' }),
    });
    if (!response.ok)
      throw new Error(`the state hook ${stateUrl} answered HTTP ${response.status} for "${state}"`);
    const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return asValues(typeof answer.error === 'number' && 'data' in answer ? answer.data : answer);
  };
}

export async function verifyPact(pact: PactFile, options: VerifyOptions): Promise<InteractionResult[]> {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const simulator = options.stateUrl ? null : await simulatorHook(options);
  const hook = simulator?.hook ?? stateUrlHook(options.stateUrl ?? '', doFetch);
  const results: InteractionResult[] = [];
  try {
    for (const interaction of pact.interactions) {
      try {
        let values: StateValues = {};
        for (const state of interaction.providerStates)
          values = { ...values, ...asValues(await hook(state.name, state.params ?? {})) };
        const request = requestOf(interaction, values);
        const response = await doFetch(`${options.baseUrl}${request.path}`, {
          method: request.method,
          headers: { ...request.headers, ...simulator?.headers },
          ...(request.body === undefined ? {} : { body: request.body }),
        });
        const differences = await judge(response, interaction);
        results.push({ description: interaction.description, passed: differences.length === 0, differences });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        results.push({
          description: interaction.description,
          passed: false,
          differences: [{ path: 'request', expected: 'an answer', actual: message }],
        });
      }
    }
  } finally {
    await simulator?.close().catch(() => undefined);
  }
  return results;
}

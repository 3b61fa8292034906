import type { z } from 'zod';

/** Every control route lives under this prefix, beside `/api` and never inside it. */
export const CONTROL_PREFIX = '/__sim';
/** The header carrying the control key (SIM_CONTROL_KEY), an apiKey scheme in the OpenAPI document. */
export const CONTROL_KEY_HEADER = 'X-Sim-Key';
/** The header choosing the world to act on (or the `sim_world` cookie); the default world when absent. */
export const CONTROL_WORLD_HEADER = 'X-Sim-World';

export type ControlMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One operation of the QA control plane, as data: the simulator's routes, the typed control
 * client and the OpenAPI document all read it from here (the `/api` calls' `defineEndpoint`).
 */
export interface ControlOperation<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  method: ControlMethod;
  /** Path under `/__sim`, parameters as `{name}` (OpenAPI's way). */
  path: string;
  /** Path parameters; every `{name}` of the path has a field here. */
  params?: P;
  /** Query string of a GET. */
  query?: Q;
  /** JSON body; absent when the call takes none. */
  body?: B;
  /** Schema of the envelope's `data` on success. */
  response: R;
  /** HTTP status of a success (201 when something is created). */
  status?: 200 | 201;
  summary: string;
  description?: string;
  /** `dispatcher`: answered by the process (worlds), not inside one world. */
  scope?: 'world' | 'dispatcher';
  /** Makes a world, so it may be refused with 503 and Retry-After at the cap (SIM_MAX_WORLDS). */
  atCap?: boolean;
}

export function defineControlOperation<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
>(operation: ControlOperation<P, Q, B, R>): ControlOperation<P, Q, B, R> {
  return operation;
}

// A part the operation does not have is `undefined` (an optional property): no fields then.
type Part<S> = Exclude<S, undefined>;
type InputOf<S> = [Part<S>] extends [never]
  ? unknown
  : Part<S> extends z.ZodType
    ? z.input<Part<S>>
    : unknown;
type OutputOf<S> = [Part<S>] extends [never]
  ? Record<string, never>
  : Part<S> extends z.ZodType
    ? z.output<Part<S>>
    : Record<string, never>;

/**
 * What a caller gives: path parameters, query and body fields in one object (their names never
 * clash), as `{ idOrUsername: 'demo', blocked: true }`.
 */
export type ControlInput<O extends ControlOperation> = InputOf<O['params']> &
  InputOf<O['query']> &
  InputOf<O['body']>;

/** What a handler gets: each part parsed by its schema. */
export interface ParsedControlInput<O extends ControlOperation> {
  params: OutputOf<O['params']>;
  query: OutputOf<O['query']>;
  body: OutputOf<O['body']>;
}

export type ControlAnswer<O extends ControlOperation> = z.output<O['response']>;

/** The names in `{name}` of a path, in order. */
export const pathParamNames = (path: string): string[] =>
  [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');

/**
 * The HTTP request a call stands for: the path filled in (with its query), and the body (the
 * fields that are neither path parameters nor query). Shared by the client and the CLI.
 */
export function controlRequestOf(
  operation: ControlOperation,
  input: Record<string, unknown> = {},
): { method: ControlMethod; path: string; body?: Record<string, unknown> } {
  const names = pathParamNames(operation.path);
  const path = operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) =>
    encodeURIComponent(String(input[name] ?? '')),
  );
  const rest: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(input)) {
    if (!names.includes(name) && value !== undefined) rest[name] = value;
  }
  const full = `${CONTROL_PREFIX}${path}`;
  if (!operation.query) {
    return operation.body
      ? { method: operation.method, path: full, body: rest }
      : { method: operation.method, path: full };
  }
  // With a body too (an import: the file, and the new world's id in the query), the query
  // schema's own fields go to the query and the rest is the body.
  const queryNames = operation.body ? Object.keys(shapeOf(operation.query)) : Object.keys(rest);
  const search = new URLSearchParams();
  const body: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(rest)) {
    if (queryNames.includes(name)) search.set(name, String(value));
    else body[name] = value;
  }
  const text = search.toString();
  const url = text ? `${full}?${text}` : full;
  return operation.body
    ? { method: operation.method, path: url, body }
    : { method: operation.method, path: url };
}

/** The fields of an object schema (a query schema is one). */
function shapeOf(schema: z.ZodType): Record<string, unknown> {
  const { shape } = schema as unknown as { shape?: Record<string, unknown> };
  if (!shape) throw new Error('A control operation with a query and a body needs an object query schema');
  return shape;
}

/** `/members/{idOrUsername}` → `/members/:idOrUsername` (Fastify's way). */
export const routePathOf = (operation: ControlOperation): string =>
  operation.path.replace(/\{(\w+)\}/g, ':$1');

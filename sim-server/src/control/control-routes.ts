import {
  type ControlAnswer,
  type ControlOperation,
  type ParsedControlInput,
  routePathOf,
} from '@casino/contracts/control/operation';
import {
  type ControlOperationName,
  type ControlOperations,
  controlOperations,
  type WorldControlName,
} from '@casino/contracts/control/registry';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { EnvelopeError } from '../errors';
import { proxyRefusal } from '../proxy/proxy-scope';
import { controlRefused, ok, parseInput } from './control-http';

export interface ControlContext {
  /** The app, its decorations reading the request's world (plugins/world-parts.ts). */
  app: FastifyInstance;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** What a handler answers: the envelope's `data`, as its contract describes it. */
export type ControlHandler<N extends ControlOperationName> = (
  input: ParsedControlInput<ControlOperations[N]>,
  context: ControlContext,
) => z.input<ControlOperations[N]['response']> | Promise<z.input<ControlOperations[N]['response']>>;

/** One handler per operation name: a missing or misspelt one fails the type check. */
export type ControlHandlers<N extends ControlOperationName> = { [K in N]: ControlHandler<K> };

function parsedInput(operation: ControlOperation, request: FastifyRequest) {
  return {
    params: operation.params ? parseInput(operation.params, request.params) : {},
    query: operation.query ? parseInput(operation.query, request.query) : {},
    body: operation.body ? parseInput(operation.body, request.body) : {},
  };
}

/** An answer that breaks its own contract is our bug: said plainly, never sent as if fine. */
function checkedAnswer(
  name: string,
  operation: ControlOperation,
  data: unknown,
): ControlAnswer<ControlOperation> {
  const parsed = operation.response.safeParse(data);
  if (parsed.success) return data;
  const issue = parsed.error.issues[0];
  throw new EnvelopeError(
    ApiErrorCode.SERVER_ERROR,
    `The answer of ${name} breaks its contract at ${issue?.path.join('.') || 'data'}: ${issue?.message}`,
    500,
  );
}

/**
 * Registers every in-world control operation of the contracts on `scope` (mounted at `/__sim`):
 * input parsed by the operation's schemas (400 naming each bad field), the answer checked
 * against its response schema and sent as an envelope with the operation's status.
 */
export function registerControlRoutes(scope: FastifyInstance, handlers: ControlHandlers<WorldControlName>) {
  for (const name of Object.keys(handlers) as WorldControlName[]) {
    const operation: ControlOperation = controlOperations[name];
    const handler = handlers[name] as (input: unknown, context: ControlContext) => unknown;
    scope.route({
      method: operation.method,
      url: routePathOf(operation),
      handler: async (request, reply) => {
        const input = parsedInput(operation, request);
        // In proxy mode an order the backend's answers would never show is refused, not ignored.
        const refusal = proxyRefusal(name, input, scope.proxyLink?.modeOf ?? null);
        if (refusal) throw controlRefused(refusal);
        const data = await handler(input, { app: scope, request, reply });
        return reply.code(operation.status ?? 200).send(ok(checkedAnswer(name, operation, data)));
      },
    });
  }
}

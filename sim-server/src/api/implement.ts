import type { EndpointDefinition, ParsedRequestOf } from '@casino/contracts/endpoint';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { notSignedIn } from '../errors';
import type { MemberRow } from '../plugins/auth';

export interface HandlerContext<E extends EndpointDefinition> {
  input: ParsedRequestOf<E>;
  /** The signed-in caller, when the request carried a live token. */
  member: MemberRow | null;
  /** The signed-in caller; refuses with -2 when there is none. */
  requireMember(): MemberRow;
  token: string | null;
  request: FastifyRequest;
  reply: FastifyReply;
  app: FastifyInstance;
}

/** What a handler answers: the envelope's `data`. Binary handlers send the reply themselves. */
export type EndpointHandler<E extends EndpointDefinition> = (
  context: HandlerContext<E>,
) => z.input<E['response']> | Promise<z.input<E['response']>> | undefined | Promise<undefined>;

export type HandlerMap = Map<EndpointDefinition, EndpointHandler<EndpointDefinition>>;

/** Registers the simulator's behaviour for one contract endpoint. */
export function implement<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
) {
  if (app.endpointHandlers.has(endpoint)) throw new Error(`${endpoint.path} is implemented twice`);
  app.endpointHandlers.set(endpoint, handler as unknown as EndpointHandler<EndpointDefinition>);
}

export function makeContext<E extends EndpointDefinition>(
  parts: Omit<HandlerContext<E>, 'requireMember'>,
): HandlerContext<E> {
  return {
    ...parts,
    requireMember() {
      if (!parts.member) throw notSignedIn();
      return parts.member;
    },
  };
}

import type { EndpointDefinition, ParsedRequestOf } from '@casino/contracts/core/endpoint';
import type { LanguageValue } from '@casino/contracts/core/enums';
import type { endpoints } from '@casino/contracts/registry';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { MemberRow } from '../db/db-types';
import { notSignedIn } from '../errors';
import { requestLanguage } from '../i18n/language';

export interface HandlerContext<E extends EndpointDefinition> {
  input: ParsedRequestOf<E>;
  /** The signed-in caller, when the request carried a live token. */
  member: MemberRow | null;
  /** The signed-in caller; refuses with -2 when there is none. */
  requireMember(): MemberRow;
  token: string | null;
  /** The player's language (`X-FE-LANG`, English when absent or unknown): answer texts in it. */
  language: LanguageValue;
  request: FastifyRequest;
  reply: FastifyReply;
  app: FastifyInstance;
}

/** What a handler answers: the envelope's `data`. Binary handlers send the reply themselves. */
export type EndpointHandler<E extends EndpointDefinition> = (
  context: HandlerContext<E>,
) => z.input<E['response']> | Promise<z.input<E['response']>> | undefined | Promise<undefined>;

export type EndpointName = keyof typeof endpoints;

/**
 * The simulator's behaviour for every call of the registry, by the registry's names (decision
 * 019): a call without a handler, or a handler under a name the registry lacks, fails the type
 * check instead of answering "not simulated" at run time. Each module gives its part with
 * `satisfies Partial<ApiHandlers>`, which also types each handler's input and answer.
 */
export type ApiHandlers = { [K in EndpointName]: EndpointHandler<(typeof endpoints)[K]> };

type UnionToIntersection<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void
  ? I
  : never;

/**
 * Puts the modules' handler records together into one. The type is every part's names at once,
 * so assigning it to `ApiHandlers` proves the parts cover the registry; a name two parts both
 * answer is a mistake the type cannot see, so it throws when the app is built.
 */
export function composeHandlers<const Parts extends readonly Partial<ApiHandlers>[]>(
  ...parts: Parts
): UnionToIntersection<Parts[number]> {
  const all: Partial<Record<EndpointName, unknown>> = {};
  for (const part of parts) {
    for (const [name, handler] of Object.entries(part)) {
      if (name in all) throw new Error(`${name} is handled twice`);
      all[name as EndpointName] = handler;
    }
  }
  return all as UnionToIntersection<Parts[number]>;
}

export function makeContext<E extends EndpointDefinition>(
  parts: Omit<HandlerContext<E>, 'requireMember' | 'language'>,
): HandlerContext<E> {
  return {
    ...parts,
    language: requestLanguage(parts.request),
    requireMember() {
      if (!parts.member) throw notSignedIn();
      return parts.member;
    },
  };
}

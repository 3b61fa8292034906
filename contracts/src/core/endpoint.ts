import type { z } from 'zod';

/** How the request body travels. `query` means a GET with the payload in the query string. */
export type BodyEncoding = 'json' | 'form' | 'multipart' | 'query';
export type Access = 'public' | 'member';

/**
 * One call of the app, as data: the web client, the simulator, the tests and the OpenAPI
 * document all read it from here.
 */
export interface EndpointDefinition<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  /** Path under the `/api` base, as the spec writes it. */
  path: string;
  method: 'POST' | 'GET';
  encoding: BodyEncoding;
  auth: Access;
  /** Whether the app's loading overlay shows while the call runs. */
  indicator: boolean;
  request: Req;
  /** Schema of the envelope's `data`; for `binary` answers, of nothing (the body is a file). */
  response: Res;
  /** `envelope` for the usual `{ error, message, data }`; `binary` for a file (images). */
  answer?: 'envelope' | 'binary';
  summary: string;
  /**
   * Where the specs say "not shown", the shape is ours: set to the reason so that the
   * OpenAPI document and reviewers can tell the spec's shapes from our own.
   */
  ours?: string;
  /** Another path that answers the same call (the spec's `/sys/member/withdraw/config`). */
  aliases?: readonly string[];
  tags?: readonly string[];
}

export function defineEndpoint<Req extends z.ZodType, Res extends z.ZodType>(
  definition: EndpointDefinition<Req, Res>,
): EndpointDefinition<Req, Res> {
  return definition;
}

export type RequestOf<E extends EndpointDefinition> = z.input<E['request']>;
export type ParsedRequestOf<E extends EndpointDefinition> = z.output<E['request']>;
export type ResponseOf<E extends EndpointDefinition> = z.output<E['response']>;

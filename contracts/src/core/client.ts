import type { z } from 'zod';
import type { EndpointDefinition } from './endpoint';
import { ApiErrorCode } from './envelope';
import { findUndeclaredKeys } from './strict-keys';
import { buildWireRequest, DEFAULT_LANGUAGE, wireHeaders, wireUrl } from './wire';

/** An envelope error (positive business code, -2 not signed in) or -1 for network failure. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly path: string,
    /** The envelope's `data` on a refusal, when the server sent details (player protection). */
    readonly details: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiClientOptions {
  /** Base of the API, `/api` in the app, an absolute URL in tests and scripts. */
  baseUrl: string;
  getToken?: () => string | null | undefined;
  /** The stored language, sent as `X-FE-LANG` (default en). */
  getLanguage?: () => string | null | undefined;
  fetch?: typeof globalThis.fetch;
  /** Refuse answers with fields the contract does not declare (dev and tests). */
  strict?: boolean;
  /** More headers per request (QA world selection in tests). */
  headers?: () => Record<string, string>;
  /** Called around each call that shows the loading indicator. */
  onIndicatorStart?: () => void;
  onIndicatorEnd?: () => void;
  /** Called with every failure before it is thrown (redirect on -2, toasts). */
  onError?: (error: ApiError, endpoint: EndpointDefinition) => void;
}

export interface CallOptions {
  /** Overrides the endpoint's indicator flag (background polls). */
  indicator?: boolean;
  signal?: AbortSignal;
}

export { DEFAULT_LANGUAGE };

export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);

  function headersFor(): Record<string, string> {
    return wireHeaders({
      language: options.getLanguage?.(),
      token: options.getToken?.(),
      extra: options.headers?.(),
    });
  }

  /** The URL of a GET call with its query, for `<img src>` of binary answers. */
  function url<E extends EndpointDefinition>(endpoint: E, payload: z.input<E['request']>): string {
    return wireUrl(options.baseUrl, endpoint, payload as object);
  }

  function buildRequest(endpoint: EndpointDefinition, payload: unknown) {
    return buildWireRequest(options.baseUrl, endpoint, payload, headersFor());
  }

  function fail(endpoint: EndpointDefinition, code: number, message: string, details: unknown = null): never {
    const error = new ApiError(code, message, endpoint.path, details);
    options.onError?.(error, endpoint);
    throw error;
  }

  /**
   * Sends one call and resolves to the envelope's `data`; rejects with ApiError for any
   * non-zero error, and with code -1 when no answer came back.
   */
  async function call<E extends EndpointDefinition>(
    endpoint: E,
    payload: z.input<E['request']>,
    callOptions: CallOptions = {},
  ): Promise<z.output<E['response']>> {
    const showIndicator = callOptions.indicator ?? endpoint.indicator;
    if (showIndicator) options.onIndicatorStart?.();
    try {
      const { target, init } = buildRequest(endpoint, payload);
      let response: Response;
      try {
        response = await doFetch(target, { ...init, signal: callOptions.signal });
      } catch (cause) {
        return fail(
          endpoint,
          ApiErrorCode.NETWORK_FAILURE,
          cause instanceof Error ? cause.message : String(cause),
        );
      }
      let envelope: { error?: unknown; message?: unknown; data?: unknown };
      try {
        envelope = (await response.json()) as typeof envelope;
      } catch (cause) {
        // A body that is not JSON means the answer was cut or came from something else.
        return fail(
          endpoint,
          ApiErrorCode.NETWORK_FAILURE,
          cause instanceof Error ? cause.message : 'Bad answer',
        );
      }
      if (typeof envelope?.error !== 'number') {
        return fail(endpoint, ApiErrorCode.NETWORK_FAILURE, `Answer of ${endpoint.path} is not an envelope`);
      }
      if (envelope.error !== ApiErrorCode.OK) {
        return fail(
          endpoint,
          envelope.error,
          typeof envelope.message === 'string' ? envelope.message : '',
          envelope.data ?? null,
        );
      }
      const parsed = endpoint.response.safeParse(envelope.data ?? null);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue?.path.join('.') || 'data';
        return fail(
          endpoint,
          ApiErrorCode.SERVER_ERROR,
          `Answer of ${endpoint.path} breaks the contract at ${where}: ${issue?.message}`,
        );
      }
      if (options.strict) {
        const extra = findUndeclaredKeys(endpoint.response, envelope.data);
        if (extra.length > 0) {
          return fail(
            endpoint,
            ApiErrorCode.SERVER_ERROR,
            `Answer of ${endpoint.path} has undeclared fields: ${extra.join(', ')}`,
          );
        }
      }
      return parsed.data as z.output<E['response']>;
    } finally {
      if (showIndicator) options.onIndicatorEnd?.();
    }
  }

  return { call, url, headers: headersFor };
}

export type ApiClient = ReturnType<typeof createApiClient>;

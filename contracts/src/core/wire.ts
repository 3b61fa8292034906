import type { BodyEncoding, EndpointDefinition } from './endpoint';

/**
 * How a call travels: the URL, method, headers and body for an endpoint and a payload. Free of
 * zod on purpose: the web app's boot script sends the first screen's calls through it before
 * the app's code (and the schemas) have loaded (decision 029), and the client sends
 * every call through it, so both send the same bytes and the app can take over the boot's answers.
 */
export type EndpointWire = Pick<EndpointDefinition, 'path' | 'method' | 'encoding'>;

export interface WireRequest {
  target: string;
  init: RequestInit & { method: string; headers: Record<string, string> };
}

/** The language sent when none is stored (spec: default en). */
export const DEFAULT_LANGUAGE = 'en';

/** Encodes a payload as form fields: arrays comma-joined, objects as JSON, nullish dropped. */
export function encodeFormValues(payload: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) params.append(key, value.join(','));
    else if (typeof value === 'object') params.append(key, JSON.stringify(value));
    else params.append(key, String(value));
  }
  return params;
}

export interface WireIdentity {
  language?: string | null;
  token?: string | null;
  /** More headers per request (QA world selection in tests). */
  extra?: Record<string, string>;
}

/** `X-FE-LANG` (the stored language, default en), extra headers, then the token if any. */
export function wireHeaders({ language, token, extra }: WireIdentity): Record<string, string> {
  const headers: Record<string, string> = { 'X-FE-LANG': language || DEFAULT_LANGUAGE, ...extra };
  if (token) headers.Authorization = token;
  return headers;
}

/** The URL of a GET call with its query, for `<img src>` of binary answers. */
export function wireUrl(baseUrl: string, endpoint: Pick<EndpointWire, 'path'>, payload: object): string {
  const query = encodeFormValues(payload as Record<string, unknown>).toString();
  return `${baseUrl}${endpoint.path}${query ? `?${query}` : ''}`;
}

const CONTENT_TYPES: Partial<Record<BodyEncoding, string>> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
};

/** The request the client sends for `endpoint` with `payload`. */
export function buildWireRequest(
  baseUrl: string,
  endpoint: EndpointWire,
  payload: unknown,
  headers: Record<string, string>,
): WireRequest {
  const body = (payload ?? {}) as Record<string, unknown>;
  const contentType = CONTENT_TYPES[endpoint.encoding];
  const withType = contentType ? { ...headers, 'Content-Type': contentType } : headers;
  switch (endpoint.encoding) {
    case 'query':
      return { target: wireUrl(baseUrl, endpoint, body), init: { method: 'GET', headers } };
    case 'json':
      return {
        target: baseUrl + endpoint.path,
        init: { method: 'POST', headers: withType, body: JSON.stringify(body) },
      };
    case 'form':
      return {
        target: baseUrl + endpoint.path,
        init: { method: 'POST', headers: withType, body: encodeFormValues(body).toString() },
      };
    case 'multipart': {
      const form = new FormData();
      for (const [key, value] of Object.entries(body)) {
        if (value instanceof Blob) form.append(key, value);
        else if (value !== undefined && value !== null) form.append(key, String(value));
      }
      return { target: baseUrl + endpoint.path, init: { method: 'POST', headers, body: form } };
    }
  }
}

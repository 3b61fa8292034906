import { buildWireRequest, type EndpointWire, wireHeaders } from '@casino/contracts/core/wire';
import { languageStorage, tokenStorage } from '../storage/app-storage';
import { API_BASE_URL } from './base-url';

/**
 * The first screen's calls, sent by the boot script before the app's code has loaded
 * (decision 029). The api client takes each answer over when it sends the very same request
 * (same URL, method, body, language and token) within MAX_AGE_MS, once; so the app parses the
 * boot's answer with its contracts instead of asking again. Anything else goes to the network.
 */
const MAX_AGE_MS = 30_000;

interface SentCall {
  answer: Promise<Response>;
  sentAt: number;
}

const sent = new Map<string, SentCall>();

interface RequestShape {
  method?: string;
  headers?: HeadersInit;
  body?: BodyInit | null;
}

function requestKey(target: string, init: RequestShape): string | null {
  if (init.body !== undefined && init.body !== null && typeof init.body !== 'string') return null;
  const headers = new Headers(init.headers);
  return [
    init.method ?? 'GET',
    target,
    init.body ?? '',
    headers.get('X-FE-LANG') ?? '',
    headers.get('Authorization') ?? '',
  ].join('\n');
}

/**
 * Sends `endpoint` with `payload` as the api client would, keeps the answer for the app, and
 * resolves to a copy of the answer's JSON for the boot script (null when none came).
 */
export function sendFirstCall(endpoint: EndpointWire, payload: object): Promise<unknown> {
  const headers = wireHeaders({ language: languageStorage.get(), token: tokenStorage.get() });
  const { target, init } = buildWireRequest(API_BASE_URL, endpoint, payload, headers);
  const answer = fetch(target, init);
  const key = requestKey(target, init);
  if (key) sent.set(key, { answer, sentAt: Date.now() });
  // Registered first, so the copy is taken before the app reads the original's body.
  return answer.then(
    (response) => response.clone().json() as Promise<unknown>,
    () => null,
  );
}

/** The boot's answer to this very request, once, while fresh; undefined when there is none. */
export function takeFirstCall(input: RequestInfo | URL, init?: RequestShape): Promise<Response> | undefined {
  if (sent.size === 0 || typeof input !== 'string' || !init) return undefined;
  const key = requestKey(input, init);
  const call = key ? sent.get(key) : undefined;
  if (!key || !call) return undefined;
  sent.delete(key);
  return Date.now() - call.sentAt <= MAX_AGE_MS ? call.answer : undefined;
}

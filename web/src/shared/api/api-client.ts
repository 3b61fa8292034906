import { type ApiClientOptions, type ApiError, createApiClient } from '@casino/contracts/client';
import type { EndpointDefinition } from '@casino/contracts/endpoint';
import { ApiErrorCode } from '@casino/contracts/envelope';
import { endpoints } from '@casino/contracts/registry';
import { env } from '../config/env';
import { languageStorage, tokenStorage } from '../storage/app-storage';
import { loadingIndicator } from './loading-indicator';
import { signedOutEvents } from './signed-out-events';

export const API_BASE_URL = '/api';
export const LOGIN_PATH = '/login';

/** The hash route the visitor is on, e.g. `/article?id=3` for `#/article?id=3`. */
export function currentAppPath(): string {
  const path = window.location.hash.replace(/^#/, '');
  return path.startsWith('/') ? path : '/';
}

/** Sends the visitor to the login page with the way back, unless already there. */
function redirectToLogin(): void {
  const backurl = currentAppPath();
  if (backurl === LOGIN_PATH || backurl.startsWith(`${LOGIN_PATH}?`)) return;
  window.location.hash = `#${LOGIN_PATH}?backurl=${encodeURIComponent(backurl)}`;
}

/**
 * Spec 01 section 8: -2 from any call but token info means the session is gone: the token is
 * cleared and the visitor goes to /login. Token info answers -2 for every visitor, so it only
 * means "no user" there. Toasts of other errors are added by the toast system.
 */
export function handleApiError(error: ApiError, endpoint: EndpointDefinition): void {
  if (error.code !== ApiErrorCode.NOT_SIGNED_IN || endpoint.path === endpoints.tokenInfo.path) return;
  tokenStorage.clear();
  signedOutEvents.emit();
  redirectToLogin();
}

export function createAppApiClient(overrides: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    baseUrl: API_BASE_URL,
    getToken: tokenStorage.get,
    getLanguage: languageStorage.get,
    // Looked up on every call, so that tests (and polyfills) can replace the global fetch.
    fetch: (input, init) => globalThis.fetch(input, init),
    strict: env.strictContracts,
    onIndicatorStart: loadingIndicator.start,
    onIndicatorEnd: loadingIndicator.end,
    onError: handleApiError,
    ...overrides,
  });
}

/** The app's one api client: every feature's api/ file calls through it. */
export const apiClient = createAppApiClient();

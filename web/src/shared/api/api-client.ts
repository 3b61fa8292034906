import { authEndpoints } from '@casino/contracts/auth/endpoints';
import {
  type ApiClientOptions,
  ApiError,
  type CallOptions,
  createApiClient,
} from '@casino/contracts/core/client';
import type { EndpointDefinition } from '@casino/contracts/core/endpoint';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { settingsEndpoints } from '@casino/contracts/settings/endpoints';
import type { z } from 'zod';
import { env } from '../config/env';
import { loginPathWithBackurl, paths } from '../config/paths';
import { sessionEnd } from '../session/session-end';
import { languageStorage, tokenStorage } from '../storage/app-storage';
import { toast } from '../ui/toast-store';
import { API_BASE_URL } from './base-url';
import { takeFirstCall } from './first-calls';
import { loadingIndicator } from './loading-indicator';
import { loginRedirect } from './login-redirect';
import { playerMessage } from './player-message';
import { accountDisabledEvents, signedOutEvents } from './signed-out-events';
import { tokenRotation } from './token-rotation';

export { API_BASE_URL };

/** The hash route the visitor is on, e.g. `/article?id=3` for `#/article?id=3`. */
export function currentAppPath(): string {
  const path = window.location.hash.replace(/^#/, '');
  return path.startsWith('/') ? path : '/';
}

/**
 * Sends the visitor to the login page with the way back, unless already there. In place of the
 * page they were on: after signing in the login page gives its entry back to that page, so Back
 * never finds /login again (the page needs a session, so Back could not show it signed out).
 */
function redirectToLogin(backurl: string): void {
  if (backurl === paths.login || backurl.startsWith(`${paths.login}?`)) return;
  loginRedirect.go(loginPathWithBackurl(backurl));
}

/**
 * A member call refused because the session's member was disabled after signing in (decision
 * 035). Sign-in's ACCOUNT_DISABLED is a public call's and stays a refusal to show.
 */
const isDisabledSession = (error: ApiError, endpoint: EndpointDefinition): boolean =>
  error.code === ApiErrorCode.ACCOUNT_DISABLED && endpoint.auth === 'member';

/**
 * Spec 01 section 8: -2 from any call but token info means the session is gone: the token is
 * cleared and the visitor goes to /login. Token info answers -2 for every visitor, so it only
 * means "no user" there. Toasts of other errors are shown by `toastApiError`. Called only once
 * a -2 is known not to come from a token that a refresh has since replaced (see `call`); the
 * sign-in form then says the session ended (decision 067). A disabled member is not sent to
 * /login: the app checks the session, whose enabled 0 clears the token and reloads (spec 01
 * section 4), and the page says why once it has loaded.
 */
export function handleApiError(error: ApiError, endpoint: EndpointDefinition): void {
  if (isDisabledSession(error, endpoint) && tokenStorage.get()) {
    accountDisabledEvents.emit();
    return;
  }
  if (error.code !== ApiErrorCode.NOT_SIGNED_IN || endpoint.path === authEndpoints.tokenInfo.path) return;
  const backurl = currentAppPath();
  // A member's session ended under them: the way back, the open pop-ups and the forms' drafts
  // are kept before the move to /login closes them (decision 067). A visitor had none.
  if (tokenStorage.get()) sessionEnd.record('expired', backurl);
  tokenStorage.clear();
  signedOutEvents.emit();
  redirectToLogin(backurl);
}

const isNotSignedIn = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === ApiErrorCode.NOT_SIGNED_IN;

/** Per call: `silent` when the caller shows the failure its own way (alert, dialog, inline). */
export interface AppCallOptions extends CallOptions {
  silent?: boolean;
}

/**
 * Calls whose failures are never toasted: token info (-2 only means "visitor"), the access check
 * (on error the app simply shows) and the background chat-availability poll.
 */
const NEVER_TOASTED_PATHS: ReadonlySet<string> = new Set([
  authEndpoints.tokenInfo.path,
  settingsEndpoints.accessPolicy.path,
  settingsEndpoints.checkChatAvailable.path,
]);

/**
 * Spec 01 section 8: any non-zero error but -2 toasts the server message; -1 (network failure)
 * toasts the translated network message, technical texts a translated one (`playerMessage`).
 * The toast store keeps one copy of the same words, so retries of a failing query do not stack.
 */
export function toastApiError(error: unknown, endpoint: EndpointDefinition, signal?: AbortSignal): void {
  if (!(error instanceof ApiError) || signal?.aborted) return;
  if (error.code === ApiErrorCode.NOT_SIGNED_IN || NEVER_TOASTED_PATHS.has(endpoint.path)) return;
  // The session check reloads the page as a visitor's at once (see `handleApiError`).
  if (isDisabledSession(error, endpoint)) return;
  // A player-protection refusal is said in the player's language from its details.
  toast.error(playerMessage(error));
}

export function createAppApiClient({
  onError = handleApiError,
  ...overrides
}: Partial<ApiClientOptions> = {}) {
  const readToken = overrides.getToken ?? tokenStorage.get;
  // onError runs here, after the retry with a replaced token, not inside the raw client.
  const client = createApiClient({
    baseUrl: API_BASE_URL,
    getToken: tokenStorage.get,
    getLanguage: languageStorage.get,
    // The boot script's answer when it already sent this very call (decision 029); else the global
    // fetch, looked up on every call so that tests (and polyfills) can replace it.
    fetch: (input, init) => takeFirstCall(input, init) ?? globalThis.fetch(input, init),
    strict: env.strictContracts,
    onIndicatorStart: loadingIndicator.start,
    onIndicatorEnd: loadingIndicator.end,
    ...overrides,
  });

  /**
   * A -2 for a token that is no longer the stored one (a refresh replaced it while the call was
   * on its way) says nothing about the session: the call is sent once more with the current
   * token, after any refresh under way has landed. Only a -2 for the current token signs out.
   */
  async function sendWithCurrentToken<E extends EndpointDefinition>(
    endpoint: E,
    payload: z.input<E['request']>,
    callOptions: CallOptions,
    sentToken: string | null | undefined,
  ): Promise<z.output<E['response']>> {
    try {
      return await client.call(endpoint, payload, callOptions);
    } catch (error) {
      if (!isNotSignedIn(error) || !sentToken) throw error;
      await tokenRotation.settled();
      const current = readToken();
      if (!current || current === sentToken || callOptions.signal?.aborted) throw error;
      return client.call(endpoint, payload, callOptions);
    }
  }

  async function call<E extends EndpointDefinition>(
    endpoint: E,
    payload: z.input<E['request']>,
    { silent = false, ...callOptions }: AppCallOptions = {},
  ): Promise<z.output<E['response']>> {
    const sentToken = readToken();
    try {
      return await sendWithCurrentToken(endpoint, payload, callOptions, sentToken);
    } catch (error) {
      // A -2 for a session the app has left while the call was on its way (signed out, or ended
      // and already handled) says nothing of the page now: no second sign-out, no /login.
      const leftSession = isNotSignedIn(error) && Boolean(sentToken) && !readToken();
      if (error instanceof ApiError && !leftSession) onError(error, endpoint);
      if (!silent) toastApiError(error, endpoint, callOptions.signal);
      throw error;
    }
  }

  return { ...client, call };
}

/** The app's one api client: every feature's api/ file calls through it. */
export const apiClient = createAppApiClient();

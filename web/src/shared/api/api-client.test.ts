import { ApiError } from '@casino/contracts/core/client';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { endpoints } from '@casino/contracts/registry';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeAllOverlays, openOverlay, overlayStore } from '../overlays/overlay-store';
import { sessionEnd } from '../session/session-end';
import { STORAGE_KEYS } from '../storage/app-storage';
import { toastStore } from '../ui/toast-store';
import { apiClient } from './api-client';
import { loadingIndicator, OVERLAY_HIDE_DELAY_MS } from './loading-indicator';
import { loginRedirect } from './login-redirect';
import { accountDisabledEvents, signedOutEvents } from './signed-out-events';

function envelope(error: number, data: unknown = null, message = ''): Response {
  return new Response(JSON.stringify({ error, message, data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

const allowed = { status: 1, url: null };

describe('api client', () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

  beforeEach(() => {
    fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    loadingIndicator.reset();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    loadingIndicator.reset();
  });

  it('sends the stored token as Authorization and the stored language as X-FE-LANG under /api', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, 'token-123');
    window.localStorage.setItem(STORAGE_KEYS.language, 'pt');
    fetchMock.mockResolvedValue(envelope(0, allowed));

    await expect(apiClient.call(endpoints.accessPolicy, {})).resolves.toEqual(allowed);

    const [target, init] = fetchMock.mock.calls[0] ?? [];
    expect(target).toBe(`/api${endpoints.accessPolicy.path}`);
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('token-123');
    expect(headers.get('X-FE-LANG')).toBe('pt');
  });

  it('sends X-FE-LANG en and no Authorization for a fresh visitor', async () => {
    fetchMock.mockResolvedValue(envelope(0, allowed));
    await apiClient.call(endpoints.accessPolicy, {});
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('X-FE-LANG')).toBe('en');
    expect(headers.has('Authorization')).toBe(false);
  });

  it('rejects with -1 and the failure message when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const failure = apiClient.call(endpoints.accessPolicy, {});
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      code: ApiErrorCode.NETWORK_FAILURE,
      message: 'Failed to fetch',
    });
  });

  it('on -2 clears the token and sends the visitor to /login with the way back', async () => {
    window.location.hash = '#/article?id=3';
    window.localStorage.setItem(STORAGE_KEYS.token, 'stale');
    const signedOut = vi.fn();
    const unsubscribe = signedOutEvents.subscribe(signedOut);
    fetchMock.mockResolvedValue(envelope(ApiErrorCode.NOT_SIGNED_IN, null, 'Please sign in'));

    await expect(apiClient.call(endpoints.tokenRefresh, {})).rejects.toMatchObject({
      code: ApiErrorCode.NOT_SIGNED_IN,
    });

    expect(window.location.hash).toBe(`#/login?backurl=${encodeURIComponent('/article?id=3')}`);
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(signedOut).toHaveBeenCalledOnce();
    unsubscribe();
  });

  it('on -2 for a member keeps where they were, then goes to /login through the app router', async () => {
    window.location.hash = '#/games/slots';
    window.localStorage.setItem(STORAGE_KEYS.token, 'expired');
    sessionEnd.rememberMember(5);
    openOverlay('changePassword');
    const goTo = vi.fn();
    const stopRouting = loginRedirect.through(goTo);
    fetchMock.mockResolvedValue(envelope(ApiErrorCode.NOT_SIGNED_IN, null, 'Please sign in'));

    await expect(
      apiClient.call(endpoints.changePassword, { id: 5, password: 'Fresh5678!', repassword: 'Fresh5678!' }),
    ).rejects.toMatchObject({ code: ApiErrorCode.NOT_SIGNED_IN });

    // Decision 067: the sign-in form will say why, and signing in gives the pop-up back.
    expect(sessionEnd.peek()).toMatchObject({
      notice: 'expired',
      path: '/games/slots',
      memberId: 5,
      overlays: [{ name: 'changePassword', props: {} }],
    });
    expect(window.sessionStorage.getItem('casino.sessionEnd')).not.toContain('Fresh5678!');
    expect(overlayStore.getSnapshot()).toEqual([]);
    expect(goTo).toHaveBeenCalledExactlyOnceWith(`/login?backurl=${encodeURIComponent('/games/slots')}`);
    stopRouting();
    sessionEnd.clear();
  });

  it('on -2 for a visitor (no token) says nothing of a session end', async () => {
    window.location.hash = '#/';
    sessionEnd.rememberMember(null);
    fetchMock.mockResolvedValue(envelope(ApiErrorCode.NOT_SIGNED_IN, null, 'Please sign in'));
    await expect(apiClient.call(endpoints.tokenRefresh, {})).rejects.toMatchObject({ code: -2 });
    expect(sessionEnd.peek()).toBeNull();
    closeAllOverlays();
  });

  it('on -2 for a session signed out while the call was on its way: no /login, no second sign-out', async () => {
    window.location.hash = '#/help';
    window.localStorage.setItem(STORAGE_KEYS.token, 'left-behind');
    const signedOut = vi.fn();
    const unsubscribe = signedOutEvents.subscribe(signedOut);
    fetchMock.mockImplementation(async () => {
      // The player signs out before the answer comes back.
      window.localStorage.removeItem(STORAGE_KEYS.token);
      return envelope(ApiErrorCode.NOT_SIGNED_IN, null, 'Please sign in');
    });

    await expect(apiClient.call(endpoints.tokenRefresh, {})).rejects.toMatchObject({ code: -2 });
    expect(window.location.hash).toBe('#/help');
    expect(signedOut).not.toHaveBeenCalled();
    expect(sessionEnd.peek()).toBeNull();
    unsubscribe();
  });

  it('does not redirect on -2 from token info (it only means "no user")', async () => {
    window.location.hash = '#/join';
    fetchMock.mockResolvedValue(envelope(ApiErrorCode.NOT_SIGNED_IN, null, 'Please sign in'));

    await expect(apiClient.call(endpoints.tokenInfo, {})).rejects.toMatchObject({
      code: ApiErrorCode.NOT_SIGNED_IN,
    });
    expect(window.location.hash).toBe('#/join');
  });

  it('on ACCOUNT_DISABLED from a member call asks for a session check: no toast, no /login', async () => {
    window.location.hash = '#/';
    window.localStorage.setItem(STORAGE_KEYS.token, 'disabled-member');
    const checks = vi.fn();
    const unsubscribe = accountDisabledEvents.subscribe(checks);
    toastStore.reset();
    fetchMock.mockImplementation(async () =>
      envelope(ApiErrorCode.ACCOUNT_DISABLED, null, 'This account is disabled'),
    );

    await expect(apiClient.call(endpoints.checkBlock, { id: 1 })).rejects.toMatchObject({
      code: ApiErrorCode.ACCOUNT_DISABLED,
    });
    expect(checks).toHaveBeenCalledOnce();
    expect(window.location.hash).toBe('#/');
    expect(toastStore.getSnapshot()).toEqual([]);

    // Sign-in's refusal of a disabled account is a public call's: shown, no session check.
    window.localStorage.removeItem(STORAGE_KEYS.token);
    await expect(
      apiClient.call(endpoints.login, { username: 'closed', password: 'x', type: 'MEMBER' }),
    ).rejects.toMatchObject({ code: ApiErrorCode.ACCOUNT_DISABLED });
    expect(checks).toHaveBeenCalledOnce();
    expect(toastStore.getSnapshot().map((item) => item.message)).toEqual(['This account is disabled']);
    unsubscribe();
    toastStore.reset();
  });

  it('keeps the overlay up until 100 ms after the last indicated request ends', async () => {
    vi.useFakeTimers();
    const answers: Array<(response: Response) => void> = [];
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => answers.push(resolve)));

    const first = apiClient.call(endpoints.accessPolicy, {});
    const second = apiClient.call(endpoints.accessPolicy, {});
    expect(loadingIndicator.isVisible()).toBe(true);

    answers[0]?.(envelope(0, allowed));
    await first;
    await vi.advanceTimersByTimeAsync(OVERLAY_HIDE_DELAY_MS * 2);
    expect(loadingIndicator.isVisible()).toBe(true);

    answers[1]?.(envelope(0, allowed));
    await second;
    await vi.advanceTimersByTimeAsync(OVERLAY_HIDE_DELAY_MS - 1);
    expect(loadingIndicator.isVisible()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(loadingIndicator.isVisible()).toBe(false);
  });

  it('shows no overlay for calls sent without the indicator', async () => {
    fetchMock.mockResolvedValue(envelope(0, allowed));
    const call = apiClient.call(endpoints.accessPolicy, {}, { indicator: false });
    expect(loadingIndicator.isVisible()).toBe(false);
    await call;
  });

  describe('error toasts', () => {
    const toastMessages = () => toastStore.getSnapshot().map((item) => `${item.kind}:${item.message}`);
    afterEach(() => toastStore.reset());

    it('toasts the server message of any other non-zero error', async () => {
      fetchMock.mockResolvedValue(envelope(1001, null, 'Amount too small'));
      await expect(apiClient.call(endpoints.contactUsSetting, {})).rejects.toMatchObject({ code: 1001 });
      expect(toastMessages()).toEqual(['error:Amount too small']);
    });

    it('toasts the network failure message for -1, one copy of it', async () => {
      fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
      await expect(apiClient.call(endpoints.contactUsSetting, {})).rejects.toMatchObject({ code: -1 });
      await expect(apiClient.call(endpoints.contactUsSetting, {})).rejects.toMatchObject({ code: -1 });
      expect(toastMessages()).toEqual(['error:Network error: please check your connection and try again.']);
    });

    it('never toasts -2, token info, or a call sent silent', async () => {
      fetchMock.mockResolvedValue(envelope(ApiErrorCode.NOT_SIGNED_IN, null, 'Please sign in'));
      await expect(apiClient.call(endpoints.tokenRefresh, {})).rejects.toBeInstanceOf(ApiError);
      fetchMock.mockResolvedValue(envelope(500, null, 'Token store down'));
      await expect(apiClient.call(endpoints.tokenInfo, {})).rejects.toBeInstanceOf(ApiError);
      await expect(
        apiClient.call(endpoints.changePassword, { id: 1, password: 'a', repassword: 'a' }, { silent: true }),
      ).rejects.toBeInstanceOf(ApiError);
      expect(toastMessages()).toEqual([]);
    });

    it('does not toast an aborted call', async () => {
      const controller = new AbortController();
      controller.abort();
      fetchMock.mockRejectedValue(new DOMException('aborted', 'AbortError'));
      await expect(
        apiClient.call(endpoints.contactUsSetting, {}, { signal: controller.signal }),
      ).rejects.toBeInstanceOf(ApiError);
      expect(toastMessages()).toEqual([]);
    });
  });
});

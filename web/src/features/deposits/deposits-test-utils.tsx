import { authEndpoints } from '@casino/contracts/auth/endpoints';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { apiClient } from '../../shared/api/api-client';
import { openOverlay, overlayStore } from '../../shared/overlays/overlay-store';
import { tokenStorage } from '../../shared/storage/app-storage';
import { dialogStore } from '../../shared/ui/dialog-store';
import { toastStore } from '../../shared/ui/toast-store';
import { mediaQueryList } from '../../testing/reduced-motion';
import { renderApp } from '../../testing/render-app';
import { useSimulator } from '../../testing/simulator';
import { resetPurchaseTracking } from './lib/purchase-tracking';

export const NEWBIE = { username: 'newbie', password: 'Newbie1234!' } as const;
export const DEMO = { username: 'demo', password: 'Demo1234!' } as const;

/** Signs in through the (simulated) API and stores the token, as the login page does. */
export async function signIn(member: { username: string; password: string }) {
  const user = await apiClient.call(authEndpoints.login, { ...member, type: 'MEMBER' });
  tokenStorage.set(user.token);
  return user;
}

/** The desktop layout (pickers as selects); jsdom has no media queries of its own. */
export function useDesktopLayout() {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => mediaQueryList(query, query.includes('min-width')),
  });
}

export function resetPaymentUi() {
  overlayStore.closeAll();
  toastStore.reset();
  dialogStore.reset();
}

/** The app at `path` with the deposit pop-up open. */
export function renderWithDeposit(path = '/', methodCode?: string) {
  const view = renderApp(path);
  act(() => openOverlay('deposit', methodCode ? { methodCode } : {}));
  return view;
}

/** The deposit pop-up with `name` chosen from its method list. */
export async function openDepositMethod(name: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name: 'Deposit' }, { timeout: 10_000 });
  await userEvent.click(await within(dialog).findByRole('button', { name }));
  return dialog;
}

/** Card number, CVV and an expiry two years ahead; the billing fields come prefilled. */
export async function fillCardForm(dialog: HTMLElement, cardNum = '4242 4242 4242 4242') {
  await userEvent.type(await within(dialog).findByLabelText('Card number'), cardNum);
  await userEvent.type(within(dialog).getByLabelText('CVV'), '739');
  await userEvent.selectOptions(within(dialog).getByLabelText('Expiry month (MM)'), '12');
  await userEvent.selectOptions(
    within(dialog).getByLabelText('Expiry year'),
    String(new Date().getFullYear() + 2),
  );
}

/** A stand-in for a payment window or tab: the app opens, points, messages and closes it. */
export function fakePaymentWindow() {
  const target = {
    closed: false,
    postMessage: vi.fn(),
    close: vi.fn(),
    location: { replace: vi.fn(), href: 'about:blank' },
  };
  const open = vi.spyOn(window, 'open').mockReturnValue(target as unknown as Window);
  return { target, open };
}

/** The header's balance, as the player reads it. */
export function headerBalance(): string {
  return document.querySelector('.top-bar .top-bar__balance')?.textContent ?? '';
}

/** Only the timers are faked: the simulator's clock and its in-process calls run for real. */
export function fakePaymentTimers() {
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
  });
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

/** Moves the page's timers on by `ms` (look-ups, patience, the pixel watch). */
export function elapse(ms: number) {
  return act(() => vi.advanceTimersByTimeAsync(ms));
}

/**
 * What every payment-screen suite sets up: the simulator, the deposit pop-up (and `alsoLoad`'s
 * lazy modules) loaded once so no test pays for the first transform, the desktop layout and no
 * pop-up, toast or dialog left around each test, real timers and mocks back after it. Called
 * first in the suite's `describe`; answers the simulator.
 */
export function usePaymentScreens(...alsoLoad: Array<() => Promise<unknown>>) {
  const simulator = useSimulator();
  beforeAll(async () => {
    await Promise.all([import('./components/deposit-overlay'), ...alsoLoad.map((load) => load())]);
  }, 120_000);
  beforeEach(() => {
    useDesktopLayout();
    resetPaymentUi();
  });
  afterEach(() => {
    resetPaymentUi();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  return simulator;
}

/**
 * The operator's ad pixel (`window.fbq`) as a spy for each test of the suite; the purchase
 * tracking forgets its waiting events after each. Called in the suite's `describe`.
 */
export function usePixelSpy() {
  const fbq = vi.fn();
  beforeEach(() => {
    fbq.mockReset();
    window.fbq = fbq;
  });
  afterEach(() => {
    resetPurchaseTracking();
    window.fbq = undefined;
  });
  return fbq;
}

/** Presses a button on the simulated provider's page, through its own JSON calls. */
export async function pressOnProviderPage(orderId: string, action: 'pay' | 'fail' | 'cancel', body = {}) {
  const response = await fetch(`/sim/pay/api/orders/${encodeURIComponent(orderId)}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

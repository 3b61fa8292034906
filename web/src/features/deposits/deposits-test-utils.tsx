import { authEndpoints } from '@casino/contracts/endpoints/auth';
import { act } from '@testing-library/react';
import { apiClient } from '../../shared/api/api-client';
import { openOverlay, overlayStore } from '../../shared/overlays/overlay-store';
import { tokenStorage } from '../../shared/storage/app-storage';
import { dialogStore } from '../../shared/ui/dialog-store';
import { toastStore } from '../../shared/ui/toast-store';
import { renderApp } from '../../testing/render-app';

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
    value: (query: string) => ({
      matches: query.includes('min-width'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
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

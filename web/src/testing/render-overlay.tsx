import type { SessionUser } from '@casino/contracts/auth/schemas';
import { endpoints } from '@casino/contracts/registry';
import { act, render } from '@testing-library/react';
import { OverlayHost } from '../app/overlay-host';
import { AppProviders, createAppQueryClient } from '../app/providers';
import { createAppApiClient } from '../shared/api/api-client';
import type { OverlayName } from '../shared/overlays/overlay-names';
import { closeAllOverlays, openOverlay, overlayStore } from '../shared/overlays/overlay-store';
import { tokenStorage } from '../shared/storage/app-storage';
import { dialogStore } from '../shared/ui/dialog-store';
import { toastStore } from '../shared/ui/toast-store';

/** A 1×1 PNG the simulator can read (it checks the content, not the name). */
export const TINY_PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

export function pngFile(name = 'proof.png'): File {
  return new File([TINY_PNG_BYTES], name, { type: 'image/png' });
}

/**
 * Renders the app's providers and overlay host (overlays, dialogs, toasts) without a page and
 * opens one wallet overlay; the stores are emptied first so tests do not see each other's.
 */
export function renderWalletOverlay(name: OverlayName) {
  act(() => {
    closeAllOverlays();
    dialogStore.reset();
    toastStore.reset();
  });
  const queryClient = createAppQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <OverlayHost />
    </AppProviders>,
  );
  act(() => openOverlay(name as 'cashOut'));
  return { ...view, queryClient };
}

export function openOverlayNames(): string[] {
  return overlayStore.getSnapshot().map((entry) => entry.name);
}

/** Signs in a seeded member on the test's simulator and keeps the token as the app does. */
export async function signInOnSimulator(username = 'demo', password = 'Demo1234!'): Promise<SessionUser> {
  const user = await createAppApiClient().call(endpoints.login, { username, password, type: 'MEMBER' });
  tokenStorage.set(user.token);
  return user;
}

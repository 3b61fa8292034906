/**
 * The app keeps what it read in its own query cache, which the panel (a separate React root)
 * cannot reach: changes the app must show are followed by a reload. The confirmation is kept
 * for the next page so the toast survives it.
 */
const FLASH_KEY = 'casino.controlPanel.flash';

export function reloadWithMessage(message: string): void {
  try {
    window.sessionStorage.setItem(FLASH_KEY, message);
  } catch {
    // Storage refused (private mode): the reload still happens, without the toast.
  }
  window.location.reload();
}

/** The confirmation left by the page before the reload, once. */
export function takeFlashMessage(): string | null {
  try {
    const message = window.sessionStorage.getItem(FLASH_KEY);
    window.sessionStorage.removeItem(FLASH_KEY);
    return message;
  } catch {
    return null;
  }
}

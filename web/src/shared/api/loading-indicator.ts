import { useSyncExternalStore } from 'react';

/** The overlay stays up this long after the last indicated request ends (spec 01 section 2). */
export const OVERLAY_HIDE_DELAY_MS = 100;

type Listener = () => void;

/**
 * Counts the requests that show the loading overlay. A small external store rather than React
 * state: the api client lives outside React and every component reads the same value.
 */
function createLoadingIndicator() {
  let running = 0;
  let visible = false;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<Listener>();

  function setVisible(next: boolean): void {
    if (visible === next) return;
    visible = next;
    for (const listener of listeners) listener();
  }

  return {
    start(): void {
      running += 1;
      if (hideTimer !== undefined) {
        clearTimeout(hideTimer);
        hideTimer = undefined;
      }
      setVisible(true);
    },
    end(): void {
      running = Math.max(0, running - 1);
      if (running > 0) return;
      if (hideTimer !== undefined) clearTimeout(hideTimer);
      hideTimer = setTimeout(() => {
        hideTimer = undefined;
        if (running === 0) setVisible(false);
      }, OVERLAY_HIDE_DELAY_MS);
    },
    isVisible: (): boolean => visible,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Back to idle at once (tests). */
    reset(): void {
      running = 0;
      if (hideTimer !== undefined) clearTimeout(hideTimer);
      hideTimer = undefined;
      setVisible(false);
    },
  };
}

export const loadingIndicator = createLoadingIndicator();

/** Whether the loading overlay shows now. */
export function useLoadingOverlayVisible(): boolean {
  return useSyncExternalStore(
    loadingIndicator.subscribe,
    loadingIndicator.isVisible,
    loadingIndicator.isVisible,
  );
}

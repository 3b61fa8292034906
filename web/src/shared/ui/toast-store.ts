import { useSyncExternalStore } from 'react';

export type ToastKind = 'success' | 'error' | 'info';

export const DEFAULT_TOAST_DURATION_MS = 3000;

export interface ToastOptions {
  /** How long it stays (hover or focus pauses the count). */
  durationMs?: number;
}

export interface ToastItem {
  id: number;
  kind: ToastKind;
  /** Already translated: call sites pass `t('...')` or the server's message. */
  message: string;
  durationMs: number;
}

type Listener = () => void;

function createToastStore() {
  let toasts: readonly ToastItem[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();

  function setToasts(next: readonly ToastItem[]): void {
    toasts = next;
    for (const listener of listeners) listener();
  }

  return {
    show(kind: ToastKind, message: string, options: ToastOptions = {}): number {
      // One failure can reach both the api layer's toast and the screen's own handler: the same
      // words are shown once while they are still up.
      const shown = toasts.find((item) => item.kind === kind && item.message === message);
      if (shown) return shown.id;
      const id = nextId++;
      setToasts([
        ...toasts,
        { id, kind, message, durationMs: options.durationMs ?? DEFAULT_TOAST_DURATION_MS },
      ]);
      return id;
    },
    dismiss(id: number): void {
      if (toasts.some((item) => item.id === id)) setToasts(toasts.filter((item) => item.id !== id));
    },
    getSnapshot: (): readonly ToastItem[] => toasts,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** No toasts (tests). */
    reset(): void {
      setToasts([]);
    },
  };
}

export const toastStore = createToastStore();

/** The one toast system; callable from React and from the api layer alike. Returns the id. */
export const toast = {
  success: (message: string, options?: ToastOptions) => toastStore.show('success', message, options),
  error: (message: string, options?: ToastOptions) => toastStore.show('error', message, options),
  info: (message: string, options?: ToastOptions) => toastStore.show('info', message, options),
  dismiss: (id: number) => toastStore.dismiss(id),
};

export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
}

import { useSyncExternalStore } from 'react';

export type ToastKind = 'success' | 'error' | 'info';

export const DEFAULT_TOAST_DURATION_MS = 3000;

/** More than two toasts would pile over the page (and dialog footers); the oldest goes. */
export const MAX_TOASTS = 2;

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
      // The same words again (a second submit of the same mistake) are shown again: the old toast
      // goes and a new one (new id, so announced again and timed afresh) takes the newest place,
      // never two copies side by side. At most MAX_TOASTS stay; the oldest goes first.
      const id = nextId++;
      const others = toasts.filter((item) => !(item.kind === kind && item.message === message));
      const item = { id, kind, message, durationMs: options.durationMs ?? DEFAULT_TOAST_DURATION_MS };
      setToasts([...others, item].slice(-MAX_TOASTS));
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

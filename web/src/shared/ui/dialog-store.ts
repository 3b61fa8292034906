import { useSyncExternalStore } from 'react';

export type DialogTone = 'default' | 'danger';

export interface AlertDialogOptions {
  title?: string;
  message: string;
  /** Defaults to the translated OK. */
  okLabel?: string;
}

export interface ConfirmDialogOptions {
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' paints the confirm button red and puts first focus on Cancel. */
  tone?: DialogTone;
}

export type DialogRequest =
  | ({ id: number; kind: 'alert' | 'warning'; resolve: (acknowledged: boolean) => void } & AlertDialogOptions)
  | ({ id: number; kind: 'confirm'; resolve: (confirmed: boolean) => void } & ConfirmDialogOptions);

type Listener = () => void;

/**
 * Dialogs waiting to be answered, oldest first. An external store so that the api layer and
 * mutation callbacks (outside React) can open them; `DialogHost` shows the top one.
 */
function createDialogStore() {
  let dialogs: readonly DialogRequest[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();

  function setDialogs(next: readonly DialogRequest[]): void {
    dialogs = next;
    for (const listener of listeners) listener();
  }

  function remove(id: number): void {
    setDialogs(dialogs.filter((dialog) => dialog.id !== id));
  }

  return {
    add(request: DistributiveOmit<DialogRequest, 'id'>): void {
      setDialogs([...dialogs, { ...request, id: nextId++ } as DialogRequest]);
    },
    /**
     * Answers a dialog: resolves its promise and takes it away. `confirmed`: its button (OK or
     * confirm) was pressed, not Escape, the close button or Back.
     */
    answer(id: number, confirmed: boolean): void {
      const dialog = dialogs.find((item) => item.id === id);
      if (!dialog) return;
      remove(id);
      dialog.resolve(confirmed);
    },
    getSnapshot: (): readonly DialogRequest[] => dialogs,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Drops every dialog, answering "no" (tests). */
    reset(): void {
      for (const dialog of dialogs) this.answer(dialog.id, false);
    },
  };
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export const dialogStore = createDialogStore();

/**
 * Shows a message with one OK button. Resolves when it is gone: true when OK was pressed, false
 * when it was dismissed (Escape, the close button, Back), for an alert that leads on only on OK.
 */
export function alertDialog(options: AlertDialogOptions): Promise<boolean> {
  return new Promise((resolve) => dialogStore.add({ kind: 'alert', resolve, ...options }));
}

/** Asks a yes/no question; resolves true on confirm, false on cancel or Escape. */
export function confirmDialog(options: ConfirmDialogOptions): Promise<boolean> {
  return new Promise((resolve) => dialogStore.add({ kind: 'confirm', resolve, ...options }));
}

/**
 * Spec 02 section 8: "a dialog titled common.warning with the server message and OK". The title
 * is translated when shown, so callers pass the message only.
 */
export function warningDialog(message: string, options: { okLabel?: string } = {}): Promise<boolean> {
  return new Promise((resolve) => dialogStore.add({ kind: 'warning', resolve, message, ...options }));
}

export function useDialogs(): readonly DialogRequest[] {
  return useSyncExternalStore(dialogStore.subscribe, dialogStore.getSnapshot, dialogStore.getSnapshot);
}

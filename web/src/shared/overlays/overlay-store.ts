import { useSyncExternalStore } from 'react';
import type { OverlayName, OverlayPropsArgs, OverlayPropsByName } from './overlay-names';

/** One open overlay; `key` changes when it is opened again, so its state starts afresh. */
export type OpenOverlay = {
  [N in OverlayName]: { name: N; props: OverlayPropsByName[N]; key: number };
}[OverlayName];

/** An open overlay as a history entry records it: its name and props, no key. */
export interface OverlaySnapshot {
  name: OverlayName;
  props: unknown;
}

type Listener = () => void;

const sameProps = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The open overlays, bottom to top, in memory (money screens are not URL routes). An external
 * store: the drawer, a news tap, a mutation callback or the api layer can open one alike.
 */
function createOverlayStore() {
  let open: readonly OpenOverlay[] = [];
  let nextKey = 1;
  const listeners = new Set<Listener>();

  function setOpen(next: readonly OpenOverlay[]): void {
    open = next;
    for (const listener of listeners) listener();
  }

  return {
    /** Opens `name` on top; if it is already open it moves to the top with the new props. */
    open<N extends OverlayName>(name: N, props: OverlayPropsByName[N]): void {
      const entry = { name, props, key: nextKey++ } as OpenOverlay;
      setOpen([...open.filter((item) => item.name !== name), entry]);
    },
    close(name: OverlayName): void {
      if (open.some((item) => item.name === name)) setOpen(open.filter((item) => item.name !== name));
    },
    closeAll(): void {
      if (open.length > 0) setOpen([]);
    },
    /**
     * Shows exactly `wanted`, bottom to top (Back and Forward: what a history entry recorded).
     * An overlay already open with the same props keeps its state; the others open afresh.
     */
    restore(wanted: readonly OverlaySnapshot[]): void {
      const next = wanted.map(
        ({ name, props }) =>
          open.find((item) => item.name === name && sameProps(item.props, props)) ??
          ({ name, props, key: nextKey++ } as OpenOverlay),
      );
      if (next.length !== open.length || next.some((item, index) => item !== open[index])) setOpen(next);
    },
    getSnapshot: (): readonly OpenOverlay[] => open,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const overlayStore = createOverlayStore();

export function openOverlay<N extends OverlayName>(name: N, ...[props]: OverlayPropsArgs<N>): void {
  overlayStore.open(name, (props ?? {}) as OverlayPropsByName[N]);
}

export function closeOverlay(name: OverlayName): void {
  overlayStore.close(name);
}

export function closeAllOverlays(): void {
  overlayStore.closeAll();
}

export function useOpenOverlays(): readonly OpenOverlay[] {
  return useSyncExternalStore(overlayStore.subscribe, overlayStore.getSnapshot, overlayStore.getSnapshot);
}

/** One overlay's state and controls, e.g. to highlight the drawer entry of the open screen. */
export function useOverlay<N extends OverlayName>(name: N) {
  const entry = useOpenOverlays().find((item) => item.name === name);
  return {
    isOpen: entry !== undefined,
    props: entry?.props as OverlayPropsByName[N] | undefined,
    open: (...args: OverlayPropsArgs<N>) => openOverlay(name, ...args),
    close: () => closeOverlay(name),
  };
}

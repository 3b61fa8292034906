import { useLayoutEffect, useRef } from 'react';

/**
 * What covers the page besides the registry's pop-ups: the side menu and the alert and confirm
 * dialogs. Each one open takes a history entry (app/overlay-history.tsx), so Back closes it as it
 * closes a pop-up. Unlike a pop-up, a layer cannot be opened again by Forward: a dialog
 * answered is answered, and the menu is one tap away.
 */
export interface HistoryLayer {
  /** Closes the layer as its own Close or Escape would. */
  close(): void;
}

type Listener = () => void;

function createHistoryLayers() {
  let layers: readonly HistoryLayer[] = [];
  const listeners = new Set<Listener>();

  function setLayers(next: readonly HistoryLayer[]): void {
    layers = next;
    for (const listener of listeners) listener();
  }

  return {
    add(layer: HistoryLayer): void {
      setLayers([...layers, layer]);
    },
    /** Idempotent: a layer closed by Back is already gone when its component unmounts. */
    remove(layer: HistoryLayer): void {
      if (layers.includes(layer)) setLayers(layers.filter((item) => item !== layer));
    },
    /** Closes the newest layers until `count` are left (Back onto an entry that had fewer). */
    closeAbove(count: number): void {
      while (layers.length > count) {
        const top = layers[layers.length - 1] as HistoryLayer;
        setLayers(layers.slice(0, -1));
        top.close();
      }
    },
    count: (): number => layers.length,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const historyLayers = createHistoryLayers();

/**
 * Holds a history layer while the calling component is mounted; `close` may change freely. Taken
 * before the layer is painted (a layout effect): a Back pressed as soon as the menu shows must
 * find its entry there, not leave the page under it.
 */
export function useHistoryLayer(close: () => void): void {
  const latest = useRef(close);
  latest.current = close;
  useLayoutEffect(() => {
    const layer: HistoryLayer = { close: () => latest.current() };
    historyLayers.add(layer);
    return () => historyLayers.remove(layer);
  }, []);
}

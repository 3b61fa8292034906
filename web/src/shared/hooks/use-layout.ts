import { useSyncExternalStore } from 'react';

export type Layout = 'desktop' | 'mobile';

/** Widths from this one up get the desktop layout. */
export const DESKTOP_MIN_WIDTH_PX = 768;

const desktopQuery = `(min-width: ${DESKTOP_MIN_WIDTH_PX}px)`;

/** The layout of the window now (outside React: start-up prefetching). */
export function currentLayout(): Layout {
  if (typeof window === 'undefined') return 'mobile';
  if (typeof window.matchMedia === 'function')
    return window.matchMedia(desktopQuery).matches ? 'desktop' : 'mobile';
  return window.innerWidth >= DESKTOP_MIN_WIDTH_PX ? 'desktop' : 'mobile';
}

function subscribe(onChange: () => void): () => void {
  // Some stubs of matchMedia (swiper's ssr-window in tests, old Safari) lack addEventListener.
  const query = typeof window.matchMedia === 'function' ? window.matchMedia(desktopQuery) : null;
  if (query && typeof query.addEventListener === 'function') {
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** 'desktop' from 768 px wide, else 'mobile'; follows window resizes. */
export function useLayout(): Layout {
  return useSyncExternalStore(subscribe, currentLayout, () => 'mobile');
}

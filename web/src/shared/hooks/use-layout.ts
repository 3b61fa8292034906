import { useSyncExternalStore } from 'react';

import { currentLayout, desktopQuery, type Layout } from '../lib/layout';

// The layout rules live in a React-free module the boot script can use.
export { currentLayout, DESKTOP_MIN_WIDTH_PX, type Layout } from '../lib/layout';

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

export type Layout = 'desktop' | 'mobile';

/** Widths from this one up get the desktop layout. */
export const DESKTOP_MIN_WIDTH_PX = 768;

export const desktopQuery = `(min-width: ${DESKTOP_MIN_WIDTH_PX}px)`;

/** The layout of the window now (outside React: the boot script, start-up prefetching). */
export function currentLayout(): Layout {
  if (typeof window === 'undefined') return 'mobile';
  if (typeof window.matchMedia === 'function')
    return window.matchMedia(desktopQuery).matches ? 'desktop' : 'mobile';
  return window.innerWidth >= DESKTOP_MIN_WIDTH_PX ? 'desktop' : 'mobile';
}

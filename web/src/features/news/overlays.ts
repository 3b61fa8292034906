import { lazyWithRetry } from '../../shared/lib/lazy-with-retry';
import type { OverlayRegistry } from '../../shared/overlays/overlay-registry-type';

/** The overlays the news feature draws (lazy: each loads on first open). */
export const newsOverlays: OverlayRegistry = {
  news: lazyWithRetry(() => import('./components/news-overlay').then((m) => ({ default: m.NewsOverlay }))),
};

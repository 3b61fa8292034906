import { lazyWithRetry } from '../../shared/lib/lazy-with-retry';
import type { OverlayRegistry } from '../../shared/overlays/overlay-registry-type';

/** The overlays the games feature draws (lazy: each loads on first open). */
export const gamesOverlays: OverlayRegistry = {
  gamePlay: lazyWithRetry(() =>
    import('./components/game-play-overlay').then((module) => ({ default: module.GamePlayOverlay })),
  ),
  gameHistory: lazyWithRetry(() =>
    import('./components/game-history-overlay').then((module) => ({ default: module.GameHistoryOverlay })),
  ),
};

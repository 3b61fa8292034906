import { lazy } from 'react';
import type { OverlayRegistry } from '../../shared/overlays/overlay-registry-type';

/** The overlays the games feature draws (lazy: each loads on first open). */
export const gamesOverlays: OverlayRegistry = {
  gamePlay: lazy(() =>
    import('./components/game-play-overlay').then((module) => ({ default: module.GamePlayOverlay })),
  ),
  gameHistory: lazy(() =>
    import('./components/game-history-overlay').then((module) => ({ default: module.GameHistoryOverlay })),
  ),
};

import type { ComponentType } from 'react';
import type { OverlayComponentProps, OverlayName } from './overlay-names';

/** Which component draws each overlay, loaded on first open. */
export type OverlayRegistry = {
  [N in OverlayName]?: ComponentType<OverlayComponentProps<N>>;
};

import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAllOverlays, closeOverlay, openOverlay, overlayStore, useOverlay } from './overlay-store';

describe('overlay store', () => {
  afterEach(() => closeAllOverlays());

  it('opens overlays on top, re-opens with new props and closes by name', () => {
    openOverlay('deposit');
    openOverlay('gamePlay', { id: 7, playForFun: 1 });
    expect(overlayStore.getSnapshot().map((entry) => entry.name)).toEqual(['deposit', 'gamePlay']);

    openOverlay('deposit', { methodCode: 'CRYPTO' });
    expect(overlayStore.getSnapshot().map((entry) => entry.name)).toEqual(['gamePlay', 'deposit']);
    expect(overlayStore.getSnapshot().at(-1)?.props).toEqual({ methodCode: 'CRYPTO' });

    closeOverlay('gamePlay');
    expect(overlayStore.getSnapshot().map((entry) => entry.name)).toEqual(['deposit']);
  });

  it('useOverlay follows one overlay', () => {
    const { result } = renderHook(() => useOverlay('legal'));
    expect(result.current.isOpen).toBe(false);
    act(() => result.current.open({ article: 'terms' }));
    expect(result.current.isOpen).toBe(true);
    expect(result.current.props).toEqual({ article: 'terms' });
    act(() => result.current.close());
    expect(result.current.isOpen).toBe(false);
  });
});

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

  it('restores what a history entry recorded, keeping the overlays still open as they were', () => {
    openOverlay('deposit', { methodCode: 'CRYPTO' });
    openOverlay('legal', { article: 'terms' });
    const [deposit] = overlayStore.getSnapshot();
    overlayStore.restore([{ name: 'deposit', props: { methodCode: 'CRYPTO' } }]);
    expect(overlayStore.getSnapshot()).toEqual([deposit]);

    overlayStore.restore([
      { name: 'deposit', props: { methodCode: 'CRYPTO' } },
      { name: 'legal', props: { article: 'privacy' } },
    ]);
    const [kept, legal] = overlayStore.getSnapshot();
    // The same entry (same key): its screen keeps its state; the other opens afresh.
    expect(kept).toBe(deposit);
    expect(legal).toMatchObject({ name: 'legal', props: { article: 'privacy' } });

    overlayStore.restore([]);
    expect(overlayStore.getSnapshot()).toEqual([]);
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

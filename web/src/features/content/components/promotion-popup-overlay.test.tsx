import { PromotionAction } from '@casino/contracts/content/enums';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeAllOverlays, overlayStore } from '../../../shared/overlays/overlay-store';
import { runPromotionAction } from './promotion-popup-overlay';

const openNames = () => overlayStore.getSnapshot().map((entry) => entry.name);

describe('promotion rules', () => {
  afterEach(() => closeAllOverlays());

  it('runs each promotion action', () => {
    const navigate = vi.fn();
    const base = { id: 1, buttonText: 'Go', gameId: null, bgImg: 1, mobileBgImg: 2 };
    runPromotionAction({ ...base, action: PromotionAction.DEPOSIT }, navigate);
    expect(openNames()).toEqual(['deposit']);
    runPromotionAction({ ...base, action: PromotionAction.INVITE }, navigate);
    expect(openNames()).toEqual(['deposit', 'inviteBonus']);
    runPromotionAction({ ...base, action: PromotionAction.LAUNCH_GAME, gameId: 7 }, navigate);
    expect(overlayStore.getSnapshot().at(-1)).toMatchObject({
      name: 'gamePlay',
      props: { id: 7, playForFun: 0 },
    });
    closeAllOverlays();
    runPromotionAction({ ...base, action: PromotionAction.REGISTER }, navigate);
    expect(navigate).toHaveBeenCalledWith('/join');
    runPromotionAction({ ...base, action: PromotionAction.CLOSE_ONLY }, navigate);
    expect(openNames()).toEqual([]);
  });
});

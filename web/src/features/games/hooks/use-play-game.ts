import type { Game } from '@casino/contracts/games/schemas';
import { useTranslation } from 'react-i18next';
import { openOverlay } from '../../../shared/overlays/overlay-store';
import { useSessionUser } from '../../../shared/session/api/get-session-user';
import { confirmDialog } from '../../../shared/ui/dialogs';

export type PlayMode = 'auto' | 'fun';

/**
 * What tapping a cover does (spec 01 sections 2, 5, 6): a member plays for real; a visitor is
 * asked to sign in, or offered the free version of a play-for-fun game. The Fun list plays
 * for fun for everybody.
 */
export function usePlayGame(mode: PlayMode = 'auto') {
  const { t } = useTranslation('games');
  const { data: user } = useSessionUser();

  return async (game: Pick<Game, 'id' | 'name' | 'playForFun'>) => {
    if (mode === 'fun' && game.playForFun === 1) {
      openOverlay('gamePlay', { id: game.id, playForFun: 1 });
      return;
    }
    if (user) {
      openOverlay('gamePlay', { id: game.id, playForFun: 0 });
      return;
    }
    if (game.playForFun !== 1) {
      openOverlay('signIn', {});
      return;
    }
    const playForFun = await confirmDialog({
      title: t('play.askFunTitle'),
      message: t('play.askFunMessage', { name: game.name }),
      confirmLabel: t('play.askFunConfirm'),
      cancelLabel: t('play.askFunSignIn'),
    });
    if (playForFun) openOverlay('gamePlay', { id: game.id, playForFun: 1 });
    else openOverlay('signIn', {});
  };
}

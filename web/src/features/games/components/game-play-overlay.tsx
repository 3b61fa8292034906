import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OverlayComponentProps } from '../../../shared/overlays/overlay-names';
import { openOverlay } from '../../../shared/overlays/overlay-store';
import { BusyIndicator } from '../../../shared/ui/busy-indicator';
import { Button } from '../../../shared/ui/button';
import { Modal } from '../../../shared/ui/modal';
import { useGameFrameMessages } from '../hooks/use-game-frame-messages';
import { useGamePlayFlow } from '../hooks/use-game-play-flow';
import { GameSessionBar } from './game-session-bar';
import '../games.css';

/**
 * The game popup (overlay gamePlay): full screen, the game's name with close and, unless it is
 * played for fun, Deposit; the provider's page in a frame with a loader until it has loaded.
 * A round the page reports moves the header's net result and the balance at once; Escape
 * pressed in the page (which has the keyboard once touched) closes the game.
 */
export function GamePlayOverlay({ id, playForFun, onClose }: OverlayComponentProps<'gamePlay'>) {
  const { t } = useTranslation('games');
  const flow = useGamePlayFlow({ id, playForFun, onClose });
  const [frameLoaded, setFrameLoaded] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useGameFrameMessages(frame, flow.launchUrl, { onRound: flow.roundPlayed, onEscape: onClose });
  if (flow.hidden) return null;
  const name = flow.game?.name ?? t('play.loadingTitle');

  return (
    <Modal open onClose={onClose} title={name} className="game-play" size="lg" mobileFullScreen>
      <div className="game-play__toolbar">
        {flow.fun ? (
          <span className="game-play__mode">{t('play.funMode')}</span>
        ) : (
          <Button size="sm" className="game-play__deposit" onClick={() => openOverlay('deposit', {})}>
            {t('play.deposit')}
          </Button>
        )}
      </div>
      {flow.realMoneyMemberId !== null && <GameSessionBar memberId={flow.realMoneyMemberId} />}
      <div className="game-play__stage">
        {flow.launchUrl && (
          <iframe
            ref={frame}
            className="game-play__frame"
            src={flow.launchUrl}
            title={t('play.frameTitle', { name })}
            allow="fullscreen; autoplay"
            onLoad={() => setFrameLoaded(true)}
          />
        )}
        {!frameLoaded && (
          <div className="game-play__loader">
            <BusyIndicator label={t('play.loading')} />
          </div>
        )}
      </div>
    </Modal>
  );
}

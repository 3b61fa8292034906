import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatAvailable } from '../../features/settings/api/check-chat-available';
import { openOverlay, useOverlay } from '../../shared/overlays/overlay-store';

/** Spec 01 section 9: the tooltip shows 9 s, then fades over 0.5 s. */
export const CHAT_TOOLTIP_VISIBLE_MS = 9_000;
export const CHAT_TOOLTIP_FADE_MS = 500;

type TooltipPhase = 'shown' | 'fading' | 'gone';

function useTooltipPhase(): TooltipPhase {
  const [phase, setPhase] = useState<TooltipPhase>('shown');
  useEffect(() => {
    const fade = setTimeout(() => setPhase('fading'), CHAT_TOOLTIP_VISIBLE_MS);
    const hide = setTimeout(() => setPhase('gone'), CHAT_TOOLTIP_VISIBLE_MS + CHAT_TOOLTIP_FADE_MS);
    return () => {
      clearTimeout(fade);
      clearTimeout(hide);
    };
  }, []);
  return phase;
}

function ChatLauncher() {
  const { t } = useTranslation();
  const phase = useTooltipPhase();
  return (
    <div className="chat-icon">
      {phase !== 'gone' && (
        <span
          className={`chat-icon__tooltip${phase === 'fading' ? ' chat-icon__tooltip--fading' : ''}`}
          aria-hidden="true"
          data-testid="chat-tooltip"
        >
          {t('shell.chat.tooltip')}
        </span>
      )}
      <button
        type="button"
        className="chat-icon__button"
        aria-label={t('shell.chat.open')}
        onClick={() => openOverlay('liveChat')}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28" focusable="false">
          <path
            d="M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H9l-5 4v-4H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Z"
            fill="currentColor"
          />
        </svg>
      </button>
    </div>
  );
}

/**
 * The floating live-chat button: shown while the 20 s availability check says chat is staffed,
 * hidden while a game is played (the game pop-up is open).
 */
export function ChatIcon() {
  const { data: available } = useChatAvailable();
  const gamePlay = useOverlay('gamePlay');
  if (!available || gamePlay.isOpen) return null;
  return <ChatLauncher />;
}

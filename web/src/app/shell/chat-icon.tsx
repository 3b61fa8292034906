import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatAvailable } from '../../features/settings/api/check-chat-available';
import { openOverlay, useOverlay } from '../../shared/overlays/overlay-store';

/** Spec 01 section 9: the tooltip shows 9 s, then fades over 0.5 s. */
export const CHAT_TOOLTIP_VISIBLE_MS = 9_000;
export const CHAT_TOOLTIP_FADE_MS = 500;

type TooltipPhase = 'shown' | 'fading' | 'gone';

/**
 * Once per browser session: the icon leaves while a game is played and comes back
 * after it, and the tooltip must not start its 9 s over each time (nor after a reload).
 */
const TOOLTIP_SEEN_KEY = 'casino.chatTooltipSeen';

function tooltipSeen(): boolean {
  try {
    return window.sessionStorage.getItem(TOOLTIP_SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

function markTooltipSeen(): void {
  try {
    window.sessionStorage.setItem(TOOLTIP_SEEN_KEY, '1');
  } catch {
    // Storage refused (privacy settings): the tooltip may show again after a game.
  }
}

/** What a player does to reach the page: each one sends the tooltip away at once. */
const REACHING_EVENTS = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * The tooltip's life: 9 s, then the 0.5 s fade (spec 01 §9); or gone at once when the player
 * scrolls, taps, clicks, types, or moves the pointer onto the tooltip, so it never stands
 * between a player and the game cards under it. At once, not faded: half-faded
 * text over a card is harder to read than either.
 */
function useTooltipPhase(tooltip: RefObject<HTMLElement | null>): TooltipPhase {
  const [phase, setPhase] = useState<TooltipPhase>(() => (tooltipSeen() ? 'gone' : 'shown'));
  useEffect(() => {
    if (phase !== 'shown') return undefined;
    markTooltipSeen();
    const fade = () => setPhase('fading');
    const leave = () => setPhase('gone');
    const timer = setTimeout(fade, CHAT_TOOLTIP_VISIBLE_MS);
    const onPointerMove = (event: PointerEvent) => {
      const box = tooltip.current?.getBoundingClientRect();
      if (!box) return;
      const inside =
        event.clientX >= box.left &&
        event.clientX <= box.right &&
        event.clientY >= box.top &&
        event.clientY <= box.bottom;
      if (inside) leave();
    };
    // Capture: a scroll inside any scrolling box counts too (scroll does not bubble).
    const options = { capture: true, passive: true } as const;
    for (const name of REACHING_EVENTS) window.addEventListener(name, leave, options);
    window.addEventListener('pointermove', onPointerMove, options);
    return () => {
      clearTimeout(timer);
      for (const name of REACHING_EVENTS) window.removeEventListener(name, leave, options);
      window.removeEventListener('pointermove', onPointerMove, options);
    };
  }, [phase, tooltip]);
  useEffect(() => {
    if (phase !== 'fading') return undefined;
    const hide = setTimeout(() => setPhase('gone'), CHAT_TOOLTIP_FADE_MS);
    return () => clearTimeout(hide);
  }, [phase]);
  return phase;
}

function ChatLauncher() {
  const { t } = useTranslation();
  const tooltip = useRef<HTMLSpanElement>(null);
  const phase = useTooltipPhase(tooltip);
  return (
    <div className="chat-icon">
      {phase !== 'gone' && (
        <span
          ref={tooltip}
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

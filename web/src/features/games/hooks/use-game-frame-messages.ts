import { GameEscapeMessageSchema, GameRoundMessageSchema } from '@casino/contracts/games/schemas';
import { type RefObject, useEffect, useRef } from 'react';

export interface GameFrameHandlers {
  /** The page played a round: read the session and the balance again now. */
  onRound: () => void;
  /** Escape was pressed inside the page, which has the keyboard: close the game. */
  onEscape: () => void;
}

/**
 * Follows what the game page in `frame` tells the app. Only a message from that frame's window,
 * on the launch URL's origin and in a contract's shape counts: any other page, frame or shape is
 * ignored. A real provider's page says none of this: its rounds reach the header by the 3 s
 * poll, and Back and the close button close it whatever has focus.
 */
export function useGameFrameMessages(
  frame: RefObject<HTMLIFrameElement | null>,
  launchUrl: string | undefined,
  handlers: GameFrameHandlers,
): void {
  // The latest callbacks without re-subscribing on every render.
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    if (!launchUrl) return undefined;
    let origin: string;
    try {
      origin = new URL(launchUrl, window.location.href).origin;
    } catch {
      return undefined;
    }
    const handle = (event: MessageEvent) => {
      const element = frame.current;
      const source = element?.contentWindow;
      if (!element || !source || event.source !== source || event.origin !== origin) return;
      if (GameRoundMessageSchema.safeParse(event.data).success) latest.current.onRound();
      // Under another pop-up (the deposit opened from the game) the frame is inert: that
      // pop-up's own Escape is the one that counts.
      else if (GameEscapeMessageSchema.safeParse(event.data).success && !element.closest('[inert]'))
        latest.current.onEscape();
    };
    window.addEventListener('message', handle);
    return () => window.removeEventListener('message', handle);
  }, [frame, launchUrl]);
}

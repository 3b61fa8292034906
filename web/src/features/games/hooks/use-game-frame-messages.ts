import { GameRoundMessageSchema } from '@casino/contracts/games/schemas';
import { type RefObject, useEffect, useRef } from 'react';

/**
 * Calls `onRound` each time the game page in `frame` says it played a round (issue 15). Only a
 * message from that frame's window, on the launch URL's origin and in the contract's shape
 * counts: any other page, frame or shape is ignored.
 */
export function useGameRoundMessages(
  frame: RefObject<HTMLIFrameElement | null>,
  launchUrl: string | undefined,
  onRound: () => void,
): void {
  // The latest callback without re-subscribing on every render.
  const callback = useRef(onRound);
  callback.current = onRound;

  useEffect(() => {
    if (!launchUrl) return undefined;
    let origin: string;
    try {
      origin = new URL(launchUrl, window.location.href).origin;
    } catch {
      return undefined;
    }
    const handle = (event: MessageEvent) => {
      const source = frame.current?.contentWindow;
      if (!source || event.source !== source || event.origin !== origin) return;
      if (GameRoundMessageSchema.safeParse(event.data).success) callback.current();
    };
    window.addEventListener('message', handle);
    return () => window.removeEventListener('message', handle);
  }, [frame, launchUrl]);
}

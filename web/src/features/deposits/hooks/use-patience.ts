import { DepositMethodCode, type DepositMethodCodeValue } from '@casino/contracts/deposits/enums';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * How long a player waits on an order that is still open before the screen says it is taking
 * long and offers a way out (ours; docs/deviations.md). The look-ups go on meanwhile, on the
 * spec's schedule, so a late answer still shows.
 */
export const PATIENCE_MS = {
  /** A card charge the provider decides later (card window, card processor, card frame), and the rest. */
  CARD: 3 * 60_000,
  /** A payment made on the provider's page in another tab (onlyPay): the player types a card there. */
  PROVIDER_TAB: 10 * 60_000,
  /** A crypto transfer waiting for the chain: longer than a Bitcoin block usually takes. */
  CRYPTO: 15 * 60_000,
} as const;

/** How long an order of `method` may stay open before the player is told (the app-wide follower's). */
export function patienceFor(method: DepositMethodCodeValue): number {
  if (method === DepositMethodCode.CRYPTO || method === DepositMethodCode.CRYPT) return PATIENCE_MS.CRYPTO;
  if (method === DepositMethodCode.ONLYPAY || method === DepositMethodCode.PINGPONG) {
    return PATIENCE_MS.PROVIDER_TAB;
  }
  return PATIENCE_MS.CARD;
}

/** `overdue` turns true `limitMs` after `start`, unless `stop` came first; a component's timer. */
export function usePatience(limitMs: number) {
  const [overdue, setOverdue] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const clear = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const stop = useCallback(() => {
    clear();
    setOverdue(false);
  }, [clear]);
  const start = useCallback(() => {
    stop();
    timer.current = setTimeout(() => setOverdue(true), limitMs);
  }, [limitMs, stop]);
  useEffect(() => clear, [clear]);
  return { overdue, start, stop };
}

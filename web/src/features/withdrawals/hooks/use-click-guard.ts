import { WithdrawRules } from '@casino/contracts/withdrawals/rules';
import { useCallback, useRef } from 'react';

/**
 * Spec 02 §5 cash-out rule 1: a click within 2 s of the previous one is ignored. Answers a
 * function that says whether this click may go on (and starts a new 2 s window if so).
 */
export function useClickGuard(windowMs: number = WithdrawRules.DOUBLE_CLICK_GUARD_MS): () => boolean {
  const last = useRef<number | null>(null);
  return useCallback(() => {
    const now = Date.now();
    if (last.current !== null && now - last.current < windowMs) return false;
    last.current = now;
    return true;
  }, [windowMs]);
}

import { useEffect } from 'react';
import { claimOpenOrder, markOpenOrder } from '../lib/open-orders';

/**
 * The screen follows the order `key` itself while it is mounted: the app-wide follower leaves it
 * alone until the screen goes, then takes over if it is still open (decision 065). `told`: the
 * screen has told the player that the order is taking long, so the follower does not again.
 * Null claims nothing.
 */
export function useOrderClaim(key: string | null, told = false): void {
  useEffect(() => (key === null ? undefined : claimOpenOrder(key)), [key]);
  useEffect(() => {
    if (key !== null && told) markOpenOrder(key, { told: true });
  }, [key, told]);
}

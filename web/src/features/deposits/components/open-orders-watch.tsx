import type { SessionUser } from '@casino/contracts/auth/schemas';
import { type ComponentType, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import {
  dropStaleOpenOrders,
  openOrdersOf,
  openOrdersVersion,
  subscribeOpenOrders,
} from '../lib/open-orders';

type Follower = ComponentType<{ memberId: number }>;

const loadFollower = () =>
  import('./open-orders-follower').then((module): Follower => module.OpenOrdersFollower);

/**
 * Mounted once by the shell: follows the signed-in member's open deposit orders to their end
 * (decision 065). The follower's code loads only once the member has an open order, so the
 * first screen carries none of it; a load that fails (offline) is tried again when the orders
 * change or the browser is back online. Nothing for a visitor.
 */
export function OpenOrdersWatch({ user }: { user: SessionUser | null | undefined }) {
  const memberId = user?.id ?? null;
  const version = useSyncExternalStore(subscribeOpenOrders, openOrdersVersion);
  const [follower, setFollower] = useState<{ Component: Follower } | null>(null);
  const wanted = memberId !== null && openOrdersOf(memberId).length > 0;

  // Another member's orders (a shared browser) and orders too old are dropped.
  useEffect(() => {
    if (memberId !== null) dropStaleOpenOrders(memberId);
  }, [memberId, version]);

  useEffect(() => {
    if (!wanted || follower) return undefined;
    let live = true;
    const load = () =>
      loadFollower().then(
        (Component) => {
          if (live) setFollower({ Component });
        },
        () => undefined,
      );
    void load();
    window.addEventListener('online', load);
    return () => {
      live = false;
      window.removeEventListener('online', load);
    };
  }, [wanted, follower, version]);

  if (!follower || memberId === null) return null;
  const { Component } = follower;
  return (
    <Suspense fallback={null}>
      <Component key={memberId} memberId={memberId} />
    </Suspense>
  );
}

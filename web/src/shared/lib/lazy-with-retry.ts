import { type ComponentProps, type ComponentType, createElement, lazy } from 'react';
import { loadWithRetry, RETRY_DELAYS_MS } from './load-with-retry';

/**
 * `React.lazy` over `loadWithRetry`, and never stuck on a failure: once a load has failed for
 * good (the error boundary shows), the next render asks again.
 */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound: a component of any props
export function lazyWithRetry<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  delaysMs: readonly number[] = RETRY_DELAYS_MS,
): ComponentType<ComponentProps<T>> {
  const fresh = () =>
    lazy(() =>
      loadWithRetry(load, delaysMs).catch((error: unknown) => {
        current = fresh();
        throw error;
      }),
    );
  let current = fresh();
  function RetryingLazy(props: ComponentProps<T>) {
    return createElement(current, props);
  }
  return RetryingLazy;
}

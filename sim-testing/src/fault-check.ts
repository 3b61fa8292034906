import type { ControlClient } from '@casino/contracts/control/client';
import type { FaultCheck } from './page-guard';

/** What the journal says a fault did to a call (`drop`, `http500`, `error 1201`, `latency 2000ms`). */
const BROKE_THE_CONNECTION = /\bdrop\b/;
const ANSWERED_AN_ERROR = /\b(http500|error \d+)\b/;

/**
 * The page guard's question for a world: did a fault the test set make this load fail? The
 * world's journal names the fault that acted on each call, so the answer is exact: the call to
 * that address was answered by a fault with the status the browser logged (an HTTP 500, an error
 * code that sets one), or had its connection dropped by one (a network failure). A fault that
 * only delayed the call, or a failure no fault made, is not excused. Asked before the world
 * closes; a journal that cannot be read excuses nothing.
 */
export function faultOfWorld(control: ControlClient, baseUrl: string): FaultCheck {
  const origin = new URL(baseUrl).origin;
  return async ({ url, status }) => {
    const address = new URL(url);
    if (address.origin !== origin) return false;
    const calls = await control.call('listJournal', { path: address.pathname }).catch(() => []);
    return calls.some(
      ({ fault, httpStatus }) =>
        fault !== null &&
        (status === null
          ? BROKE_THE_CONNECTION.test(fault)
          : httpStatus === status && ANSWERED_AN_ERROR.test(fault)),
    );
  };
}

import { DepositPolls } from '@casino/contracts/deposits/rules';

/** What the provider pages post to their opener or parent when the player is done. */
export const PAY_CLOSE_MESSAGE = 'PAY_CLOSE';

/** Calls `onMessage` when a same-site window or frame posts PAY_CLOSE; returns the unsubscribe. */
export function listenForPayClose(onMessage: () => void): () => void {
  const handle = (event: MessageEvent) => {
    // Our own pages and the provider pages the server hands out live on our origin.
    if (event.origin !== window.location.origin) return;
    if (event.data === PAY_CLOSE_MESSAGE) onMessage();
  };
  window.addEventListener('message', handle);
  return () => window.removeEventListener('message', handle);
}

/**
 * Watches a payment window: `onDone` runs once, when it is closed (checked every 100 ms, spec
 * 02 §9) or when a PAY_CLOSE message arrives. Returns the stop function.
 */
export function watchPaymentWindow(target: Window, onDone: () => void): () => void {
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    stop();
    onDone();
  };
  const timer = setInterval(() => {
    if (target.closed) finish();
  }, DepositPolls.WINDOW_CLOSED_WATCH_MS);
  const unlisten = listenForPayClose(finish);
  function stop() {
    clearInterval(timer);
    unlisten();
  }
  return () => {
    done = true;
    stop();
  };
}

/**
 * Opens a blank window at once, inside the click, so that pop-up blockers let it through; the
 * caller points it at the payment page (now or after the order call). Null if it was blocked.
 */
export function openPaymentWindow(url = 'about:blank'): Window | null {
  return window.open(url, '_blank');
}

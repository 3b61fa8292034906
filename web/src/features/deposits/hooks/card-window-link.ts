import { acceptReady, cardWindowFailed } from '../lib/card-window-messages';

export interface CardWindowLink {
  /** Tells the window the payment failed, now or as soon as it is listening. */
  fail: (message: string) => void;
  /** Sends the window on (to the provider's page); it leaves our app, so the link ends. */
  goTo: (url: string) => void;
  stop: () => void;
}

/**
 * The main window's side of one card processing window (decision 017). The window says when it
 * listens; a failure known before that is kept and sent then. Only that window (by identity, on
 * our origin, with its reference) is answered, and only ever to our own origin.
 */
export function linkCardWindow(target: Window, ref: string): CardWindowLink {
  const origin = window.location.origin;
  let listening = false;
  let failure: string | null = null;

  const send = () => {
    if (!listening || failure === null) return;
    try {
      target.postMessage(cardWindowFailed(ref, failure), origin);
    } catch {
      // The window went away: nobody left to tell.
    }
    stop();
  };
  const onMessage = (event: MessageEvent) => {
    if (!acceptReady(event, target, ref)) return;
    listening = true;
    send();
  };
  window.addEventListener('message', onMessage);
  function stop() {
    window.removeEventListener('message', onMessage);
  }

  return {
    fail(message) {
      failure = message;
      send();
    },
    goTo(url) {
      stop();
      try {
        target.location.replace(new URL(url, origin).href);
      } catch {
        // Closed meanwhile: the main window follows the order on its own.
      }
    },
    stop,
  };
}

import { historyLayers } from '../overlays/history-layers';
import { closeAllOverlays } from '../overlays/overlay-store';

type GoTo = (path: string) => void;

/** The router's way to an app path, once the app has mounted one (`useLoginRedirects`). */
let routerGoTo: GoTo | null = null;

/**
 * How the api client sends a player whose session ended to /login, in place of the page they
 * were on. Through the router when the app has one: an entry the router writes keeps its index,
 * by which Back over pop-ups tells its way (app/overlay-history.tsx); an address changed behind
 * its back has none, and Back after signing in again stood still on the reopened pop-up. The
 * pop-ups and layers close first, as Back would close them: the session end has recorded them.
 */
export const loginRedirect = {
  go(path: string): void {
    closeAllOverlays();
    historyLayers.closeAbove(0);
    if (routerGoTo) routerGoTo(path);
    else window.location.replace(`#${path}`);
  },
  /** Used by the app's router while mounted; answers the way to stop. */
  through(goTo: GoTo): () => void {
    routerGoTo = goTo;
    return () => {
      if (routerGoTo === goTo) routerGoTo = null;
    };
  },
};

import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { historyLayers } from '../shared/overlays/history-layers';
import { overlayStore } from '../shared/overlays/overlay-store';
import {
  currentEntryKey,
  direction,
  EMPTY_MARK,
  type EntryView,
  entryToReturnTo,
  type OverlayMark,
  openNow,
  opensOn,
  readMark,
  type Shown,
  showsSame,
  viewOf,
  writeEntry,
} from './overlay-history-marks';

/** A close seen in this task, to be settled once the task's other changes are in. */
interface PendingClose {
  /** What the entry recorded before the close: Forward onto it opens that again. */
  before: OverlayMark;
  url: string;
  key: unknown;
}

/**
 * Back closes the top pop-up (the game included) and Forward opens it again; the page behind
 * stays. Pop-ups are not routes (spec 02 section 2): each one opened is a history entry of its
 * own over the same address, which records the open pop-ups with their props, and Back or
 * Forward shows what the entry recorded. The side menu and the dialogs take an entry too
 * (shared/overlays/history-layers.ts): Back closes them, top first; Forward passes over them.
 *
 * A pop-up closed by its own button (or a flow) takes its entries off Back's list: the app goes
 * back over them itself, so the next Back leaves the page (decision 068; left in place, they
 * piled up and Back seemed to do nothing). That waits for the end of the task, and is given up
 * when the same click navigated: going back then would undo the navigation. Back or Forward
 * onto an entry that shows the same as the one left (one left over that way) goes one step
 * further. Rendered once, inside the app's hash router.
 */
export function OverlayHistory() {
  const { key } = useLocation();
  const shown = useRef<EntryView | null>(null);

  useEffect(() => {
    // While Back or Forward puts the entry's pop-ups and layers in place, what is open passes
    // through states no entry recorded; they are not new entries.
    let following = false;
    // The app's own traversal is under way: changes wait for its landing.
    let returning = false;
    let pendingClose: PendingClose | null = null;
    // The entry the app started on (after a reload too): the entries under it over the same page
    // belong to an earlier document, and are never gone back to by the app itself.
    const start = { key: currentEntryKey(), step: readMark(window.history.state)?.step ?? 0 };

    const returnTo = (step: number, mark: OverlayMark, before: Shown) => {
      // The entry left keeps what it showed, so Forward opens it again.
      if (showsSame(openNow(), mark.below[step] as Shown)) writeEntry('replace', { ...mark, ...before });
      returning = true;
      window.history.go(step - mark.step);
    };

    const settleClose = () => {
      const pending = pendingClose;
      pendingClose = null;
      if (!pending || following || returning) return;
      // The same click went to another page: its entry is on top now, and stays.
      if (window.location.href !== pending.url || currentEntryKey() !== pending.key) return;
      const mark = readMark(window.history.state);
      const lowest = currentEntryKey() === start.key ? start.step : 0;
      const step = mark ? entryToReturnTo(mark, openNow(), lowest) : null;
      if (mark && step !== null) returnTo(step, mark, pending.before);
    };

    const queueSettle = (before: OverlayMark) => {
      if (pendingClose) return;
      pendingClose = { before, url: window.location.href, key: currentEntryKey() };
      queueMicrotask(settleClose);
    };

    const record = () => {
      if (following || returning) return;
      const now = openNow();
      const mark = readMark(window.history.state) ?? EMPTY_MARK;
      if (showsSame(now, mark)) return;
      // Something opened in the same task as a close (a promotion's button opening the deposit)
      // takes the closed one's place rather than an entry over it.
      if (opensOn(now, mark) && !pendingClose)
        writeEntry('push', {
          ...now,
          step: mark.step + 1,
          below: [...mark.below, { stack: mark.stack, layers: mark.layers }],
        });
      else {
        queueSettle(mark);
        writeEntry('replace', { ...now, step: mark.step, below: mark.below });
      }
      shown.current = viewOf(window.history.state);
    };

    const followHistory = (event: PopStateEvent) => {
      if (returning) {
        // The app's own step back: what is open stays as it is; what changed meanwhile (a
        // dialog that opened, or the pop-up that replaced a left-over entry) is recorded now.
        returning = false;
        shown.current = viewOf(event.state);
        record();
        return;
      }
      const left = shown.current;
      let landed = viewOf(event.state);
      following = true;
      try {
        overlayStore.restore(landed.stack);
        historyLayers.closeAbove(landed.layers);
      } finally {
        following = false;
      }
      // A layer the entry recorded but that is closed now (Forward onto a dialog's entry) is not
      // shown again: the entry says so, and reads as the one left when nothing else differs.
      if (historyLayers.count() !== landed.layers) {
        writeEntry('replace', { ...landed, layers: historyLayers.count() });
        landed = viewOf(window.history.state);
      }
      shown.current = landed;
      if (left && landed.url === left.url && showsSame(landed, left)) {
        const onwards = direction(left, landed);
        if (onwards !== 0) window.history.go(onwards);
      }
    };
    const unsubscribeOverlays = overlayStore.subscribe(record);
    const unsubscribeLayers = historyLayers.subscribe(record);
    window.addEventListener('popstate', followHistory);
    return () => {
      unsubscribeOverlays();
      unsubscribeLayers();
      window.removeEventListener('popstate', followHistory);
    };
  }, []);

  // An entry the router made (a page opened, the one the app started on, possibly left with
  // pop-ups open before a reload) records what is open now; again for each entry it shows.
  useEffect(() => {
    const mark = readMark(window.history.state);
    const now = openNow();
    if (!mark || !showsSame(mark, now))
      writeEntry('replace', { ...now, step: mark?.step ?? 0, below: mark?.below ?? [] });
    shown.current = viewOf(window.history.state);
  }, [key]);

  return null;
}

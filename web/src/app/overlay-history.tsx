import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { historyLayers } from '../shared/overlays/history-layers';
import { type OverlaySnapshot, overlayStore } from '../shared/overlays/overlay-store';
import { overlayRegistry } from './overlay-registry';

/** Where a history entry records its overlays, beside the router's own `usr`, `key` and `idx`. */
const MARK = 'overlays';

interface OverlayMark {
  /** The overlays open in this entry, bottom to top. */
  stack: readonly OverlaySnapshot[];
  /** 0 for the router's entry of a page; each entry pushed for an overlay over it counts up. */
  step: number;
  /** How many history layers (side menu, dialogs) are open over the overlays in this entry. */
  layers: number;
}

/** An entry as Back and Forward compare them: its place in the history, address and overlays. */
interface EntryView extends OverlayMark {
  /** The router's index of the entry (`idx`); -1 when it has none (a plain link's entry). */
  idx: number;
  url: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isSnapshot = (item: unknown): item is OverlaySnapshot =>
  isRecord(item) &&
  typeof item.name === 'string' &&
  Object.hasOwn(overlayRegistry, item.name) &&
  isRecord(item.props);

function readMark(state: unknown): OverlayMark | null {
  const mark = isRecord(state) ? state[MARK] : undefined;
  if (!isRecord(mark) || !Array.isArray(mark.stack) || typeof mark.step !== 'number') return null;
  // An entry written by an older version of the app may name an overlay that is gone, or predate
  // the layers.
  const layers = typeof mark.layers === 'number' ? mark.layers : 0;
  return { stack: mark.stack.filter(isSnapshot), step: mark.step, layers };
}

const EMPTY_MARK: OverlayMark = { stack: [], step: 0, layers: 0 };

function viewOf(state: unknown): EntryView {
  const mark = readMark(state) ?? EMPTY_MARK;
  const idx = isRecord(state) && typeof state.idx === 'number' ? state.idx : -1;
  return { ...mark, idx, url: window.location.href };
}

const openSnapshot = (): OverlaySnapshot[] =>
  overlayStore.getSnapshot().map(({ name, props }) => ({ name, props }));

const sameStack = (a: readonly OverlaySnapshot[], b: readonly OverlaySnapshot[]): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

/** `over` is `under` with one or more overlays opened on top of it. */
const opensOver = (over: readonly OverlaySnapshot[], under: readonly OverlaySnapshot[]): boolean =>
  over.length > under.length && sameStack(over.slice(0, under.length), under);

/** What is open now, as an entry records it (its step aside). */
const openNow = () => ({ stack: openSnapshot(), layers: historyLayers.count() });

const showsSame = (a: Omit<OverlayMark, 'step'>, b: Omit<OverlayMark, 'step'>): boolean =>
  a.layers === b.layers && sameStack(a.stack, b.stack);

/** `now` is `before` with something opened on top: a pop-up, the side menu or a dialog. */
const opensOn = (now: Omit<OverlayMark, 'step'>, before: OverlayMark): boolean =>
  (opensOver(now.stack, before.stack) && now.layers >= before.layers) ||
  (sameStack(now.stack, before.stack) && now.layers > before.layers);

function writeEntry(how: 'push' | 'replace', mark: OverlayMark): void {
  const state = { ...(isRecord(window.history.state) ? window.history.state : {}), [MARK]: mark };
  if (how === 'push') window.history.pushState(state, '');
  else window.history.replaceState(state, '');
}

/** -1 when `to` comes before `from` in the history, 1 after it, 0 when that cannot be told. */
function direction(from: EntryView, to: EntryView): -1 | 0 | 1 {
  if (from.idx < 0 || to.idx < 0) return 0;
  if (to.idx !== from.idx) return to.idx < from.idx ? -1 : 1;
  if (to.step !== from.step) return to.step < from.step ? -1 : 1;
  return 0;
}

/**
 * Back closes the top pop-up (the game included) and Forward opens it again; the page behind
 * stays (issue 26: Back moved the page and left the pop-up open). Pop-ups are not routes (spec
 * 02 section 2): each one opened is a history entry of its own over the same address, which
 * records the open pop-ups with their props, and Back or Forward shows what the entry recorded.
 * The side menu and the dialogs take an entry too (shared/overlays/history-layers.ts): Back
 * closes them, top first; Forward cannot open them again, so it passes over their entries.
 *
 * A pop-up closed by its own button or a flow leaves its entry in place, now recording what is
 * still open (going back at that moment would race a link's navigation in the same click). Back
 * or Forward onto an entry that shows the same as the one left therefore goes one step further,
 * so no press of Back seems to do nothing. Rendered once, inside the app's hash router.
 */
export function OverlayHistory() {
  const { key } = useLocation();
  const shown = useRef<EntryView | null>(null);

  useEffect(() => {
    // While Back or Forward puts the entry's pop-ups and layers in place, what is open passes
    // through states no entry recorded; they are not new entries.
    let following = false;
    const record = () => {
      if (following) return;
      const now = openNow();
      const mark = readMark(window.history.state) ?? EMPTY_MARK;
      if (showsSame(now, mark)) return;
      if (opensOn(now, mark)) writeEntry('push', { ...now, step: mark.step + 1 });
      else writeEntry('replace', { ...now, step: mark.step });
      shown.current = viewOf(window.history.state);
    };
    const followHistory = (event: PopStateEvent) => {
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
        writeEntry('replace', { stack: landed.stack, step: landed.step, layers: historyLayers.count() });
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
    if (!mark || !showsSame(mark, now)) writeEntry('replace', { ...now, step: mark?.step ?? 0 });
    shown.current = viewOf(window.history.state);
  }, [key]);

  return null;
}

import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { type OverlaySnapshot, overlayStore } from '../shared/overlays/overlay-store';
import { overlayRegistry } from './overlay-registry';

/** Where a history entry records its overlays, beside the router's own `usr`, `key` and `idx`. */
const MARK = 'overlays';

interface OverlayMark {
  /** The overlays open in this entry, bottom to top. */
  stack: readonly OverlaySnapshot[];
  /** 0 for the router's entry of a page; each entry pushed for an overlay over it counts up. */
  step: number;
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
  // An entry written by an older version of the app may name an overlay that is gone.
  return { stack: mark.stack.filter(isSnapshot), step: mark.step };
}

function viewOf(state: unknown): EntryView {
  const mark = readMark(state) ?? { stack: [], step: 0 };
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
    const record = () => {
      const stack = openSnapshot();
      const mark = readMark(window.history.state) ?? { stack: [], step: 0 };
      if (sameStack(stack, mark.stack)) return;
      if (opensOver(stack, mark.stack)) writeEntry('push', { stack, step: mark.step + 1 });
      else writeEntry('replace', { stack, step: mark.step });
      shown.current = viewOf(window.history.state);
    };
    const followHistory = (event: PopStateEvent) => {
      const left = shown.current;
      const landed = viewOf(event.state);
      shown.current = landed;
      overlayStore.restore(landed.stack);
      if (left && landed.url === left.url && sameStack(landed.stack, left.stack)) {
        const onwards = direction(left, landed);
        if (onwards !== 0) window.history.go(onwards);
      }
    };
    const unsubscribe = overlayStore.subscribe(record);
    window.addEventListener('popstate', followHistory);
    return () => {
      unsubscribe();
      window.removeEventListener('popstate', followHistory);
    };
  }, []);

  // An entry the router made (a page opened, the one the app started on, possibly left with
  // pop-ups open before a reload) records what is open now; again for each entry it shows.
  useEffect(() => {
    const mark = readMark(window.history.state);
    const stack = openSnapshot();
    if (!mark || !sameStack(mark.stack, stack)) writeEntry('replace', { stack, step: mark?.step ?? 0 });
    shown.current = viewOf(window.history.state);
  }, [key]);

  return null;
}

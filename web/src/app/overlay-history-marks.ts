import { historyLayers } from '../shared/overlays/history-layers';
import { type OverlaySnapshot, overlayStore } from '../shared/overlays/overlay-store';
import { overlayRegistry } from './overlay-registry';

/**
 * What a history entry records of what covers the page (overlay-history.tsx): how entries are
 * read, written and compared. Kept beside the router's own `usr`, `key` and `idx`.
 */
const MARK = 'overlays';

/** What covers the page: the open pop-ups and how many history layers are over them. */
export interface Shown {
  /** The overlays open, bottom to top. */
  stack: readonly OverlaySnapshot[];
  /** How many history layers (side menu, dialogs) are open over the overlays. */
  layers: number;
}

export interface OverlayMark extends Shown {
  /** 0 for the router's entry of a page; each entry pushed for an overlay over it counts up. */
  step: number;
  /**
   * What the entries under this one, over the same page, showed when this one was pushed:
   * step 0 first. Known only when as long as `step` (an entry of an older version has none).
   */
  below: readonly Shown[];
}

/** An entry as Back and Forward compare them: its place in the history, address and overlays. */
export interface EntryView extends OverlayMark {
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

function readShown(value: unknown): Shown | null {
  if (!isRecord(value) || !Array.isArray(value.stack)) return null;
  // An entry written by an older version of the app may name an overlay that is gone, or predate
  // the layers.
  const layers = typeof value.layers === 'number' ? value.layers : 0;
  return { stack: value.stack.filter(isSnapshot), layers };
}

export function readMark(state: unknown): OverlayMark | null {
  const mark = isRecord(state) ? state[MARK] : undefined;
  const shown = readShown(mark);
  if (!shown || !isRecord(mark) || typeof mark.step !== 'number') return null;
  const below = Array.isArray(mark.below) ? mark.below.map(readShown) : [];
  const known = below.length === mark.step && below.every((item) => item !== null);
  return { ...shown, step: mark.step, below: known ? (below as Shown[]) : [] };
}

export const EMPTY_MARK: OverlayMark = { stack: [], layers: 0, step: 0, below: [] };

export function viewOf(state: unknown): EntryView {
  const mark = readMark(state) ?? EMPTY_MARK;
  const idx = isRecord(state) && typeof state.idx === 'number' ? state.idx : -1;
  return { ...mark, idx, url: window.location.href };
}

/** The router's key of the current entry: a navigation changes it, an overlay's entry does not. */
export function currentEntryKey(): unknown {
  const state: unknown = window.history.state;
  return isRecord(state) ? state.key : undefined;
}

/** What is open now, as an entry records it. */
export function openNow(): Shown {
  const stack = overlayStore.getSnapshot().map(({ name, props }) => ({ name, props }));
  return { stack, layers: historyLayers.count() };
}

const sameStack = (a: readonly OverlaySnapshot[], b: readonly OverlaySnapshot[]): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

export const showsSame = (a: Shown, b: Shown): boolean =>
  a.layers === b.layers && sameStack(a.stack, b.stack);

/** `now` is `before` with something opened on top: a pop-up, the side menu or a dialog. */
export function opensOn(now: Shown, before: Shown): boolean {
  const stackOpensOver =
    now.stack.length > before.stack.length &&
    sameStack(now.stack.slice(0, before.stack.length), before.stack);
  return (
    (stackOpensOver && now.layers >= before.layers) ||
    (sameStack(now.stack, before.stack) && now.layers > before.layers)
  );
}

export function writeEntry(how: 'push' | 'replace', mark: OverlayMark): void {
  const state = { ...(isRecord(window.history.state) ? window.history.state : {}), [MARK]: mark };
  if (how === 'push') window.history.pushState(state, '');
  else window.history.replaceState(state, '');
}

/** -1 when `to` comes before `from` in the history, 1 after it, 0 when that cannot be told. */
export function direction(from: EntryView, to: EntryView): -1 | 0 | 1 {
  if (from.idx < 0 || to.idx < 0) return 0;
  if (to.idx !== from.idx) return to.idx < from.idx ? -1 : 1;
  if (to.step !== from.step) return to.step < from.step ? -1 : 1;
  return 0;
}

/**
 * The entry under `mark` (its step) that what is open `now` should stand on, when that is not
 * simply the entry under it: after something closed by its own button (or a layer closed under a
 * pop-up opened from it), the entries above the one that shows `now`, or the one `now` opens on,
 * are left over. Null when the entries are as they should be, or are not known. Never under
 * `lowest`: those entries belong to an earlier document (a reload), and going back to one would
 * load the app again.
 */
export function entryToReturnTo(mark: OverlayMark, now: Shown, lowest = 0): number | null {
  if (mark.below.length !== mark.step) return null;
  let step = mark.below.findLastIndex((shown) => showsSame(now, shown) || opensOn(now, shown));
  if (step < lowest) return null;
  // An entry that shows what the one under it shows is left over too (a closed game's entry).
  while (step > lowest && showsSame(mark.below[step - 1] as Shown, mark.below[step] as Shown)) step -= 1;
  const exact = showsSame(now, mark.below[step] as Shown);
  return exact || step < mark.step - 1 ? step : null;
}

/**
 * "The first screen is drawn": home says so when its first banner image has loaded or failed
 * (its largest paint). Work that can wait (warm-ups, the demo panel) waits for it, so
 * it never competes with that paint for the network or the main thread.
 */
let settled = false;
const waiting: Array<() => void> = [];

export function markFirstScreenSettled(): void {
  if (settled) return;
  settled = true;
  for (const task of waiting.splice(0)) task();
}

/** Runs `task` once the first screen is drawn, or after `fallbackMs` when no page says so. */
export function whenFirstScreenSettled(task: () => void, fallbackMs = 3_000): void {
  if (settled) {
    task();
    return;
  }
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  waiting.push(run);
  setTimeout(run, fallbackMs);
}

/** Longest wait for the first banner's paint to be reported (it may not be the page's largest). */
const PAINT_REPORT_WAIT_MS = 1000;

/**
 * Runs `then` once `image` is painted: an image's load event comes before its paint (decoding
 * may take frames on a slow phone), and swiper and whatever waits for the first screen must not
 * compete with that paint, home's largest; the boot script waits the same way before
 * it loads the app. The browser's largest-contentful-paint
 * report names the element when it is painted; without one (not the largest, or no support)
 * the wait ends after PAINT_REPORT_WAIT_MS.
 */
export function afterPainted(image: HTMLImageElement | null, then: () => void) {
  let done = false;
  let observer: PerformanceObserver | undefined;
  const run = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    window.clearTimeout(timer);
    then();
  };
  const timer = window.setTimeout(run, PAINT_REPORT_WAIT_MS);
  if (
    image &&
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
  ) {
    observer = new PerformanceObserver((list) => {
      const entries = list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>;
      if (entries.some((entry) => entry.element === image)) run();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  } else {
    requestAnimationFrame(() => window.setTimeout(run, 0));
  }
}

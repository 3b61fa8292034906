/**
 * "The first screen is drawn": home says so when its first banner image has loaded or failed
 * (its largest paint). Work that can wait (warm-ups, the demo panel, issue 19) waits for it, so
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

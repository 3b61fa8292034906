import { onTestFinished } from 'vitest';

const REDUCE = '(prefers-reduced-motion: reduce)';

/** jsdom has no `matchMedia`: a list that matches nothing, as a plain desktop browser would. */
const noMatch = (query: string): MediaQueryList =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

/**
 * For the running test, the device asks for reduced motion (`prefers-reduced-motion: reduce`);
 * other media queries are answered as before (or match nothing where jsdom has no answer).
 */
export function mockReducedMotion(): void {
  const before = Object.getOwnPropertyDescriptor(window, 'matchMedia');
  const original = typeof window.matchMedia === 'function' ? window.matchMedia.bind(window) : noMatch;
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) =>
      query === REDUCE ? { ...original(query), matches: true, media: query } : original(query),
  });
  onTestFinished(() => {
    if (before) Object.defineProperty(window, 'matchMedia', before);
    else Reflect.deleteProperty(window, 'matchMedia');
  });
}

import { onTestFinished } from 'vitest';

const REDUCE = '(prefers-reduced-motion: reduce)';

/**
 * A media query's answer as jsdom lacks them (it has no `matchMedia`): `matches` as given, the
 * listeners inert. Also for tests that pick a layout (deposits-test-utils.tsx).
 */
export const mediaQueryList = (query: string, matches: boolean): MediaQueryList =>
  ({
    matches,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

/** jsdom has no `matchMedia`: a list that matches nothing, as a plain desktop browser would. */
const noMatch = (query: string): MediaQueryList => mediaQueryList(query, false);

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

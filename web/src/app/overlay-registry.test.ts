import { describe, expect, it } from 'vitest';
import type { OverlayName } from '../shared/overlays/overlay-names';
import { overlayNamespaces, overlayRegistry } from './overlay-registry';

/** Every source file of the app but tests, by path. */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Where overlays are named without being opened: the names, the registries, their components. */
const isRegistration = (path: string) =>
  /\/overlays\.ts$|\/overlay-names\.ts$|\/overlay-registry(-type)?\.ts$/.test(path);

describe('overlay registry', () => {
  it('draws only overlays some screen opens (the sign-up pop-up was once opened by nothing)', () => {
    const names = Object.keys(overlayRegistry) as OverlayName[];
    expect(names.length).toBeGreaterThan(20);
    const unopened = names.filter((name) =>
      Object.entries(sources).every(([path, text]) => {
        if (isRegistration(path)) return true;
        // A component's own props type names its overlay; that does not open it.
        const rest = text.replaceAll(`OverlayComponentProps<'${name}'>`, '');
        return !rest.includes(`'${name}'`);
      }),
    );
    expect(unopened).toEqual([]);
  });

  it('gives every overlay the namespace of the feature that draws it', () => {
    expect(Object.keys(overlayNamespaces).sort()).toEqual(Object.keys(overlayRegistry).sort());
    expect(overlayNamespaces.deposit).toBe('deposits');
    expect(overlayNamespaces.vipClub).toBe('vip');
  });
});

import '@testing-library/jest-dom/vitest';
import './jsdom-label-speedup';
import './react-owner-stacks-off';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from '../shared/i18n/i18n';
import type { MessageTree } from '../shared/i18n/types';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.location.hash = '';
});

// Screen tests talk to the real simulator (a Fastify app per test on a loopback port,
// testing/simulator.ts), and a pop-up or page loads its code on first use: on two cores shared with
// other runs, a first lazy pop-up or a catalogue search took over 3 s (decision 055). Waiting
// longer for what must appear weakens no assertion; what must not appear is still absent.
configure({ asyncUtilTimeout: 10_000 });

// jsdom does not scroll; the router's scroll restoration calls this on every navigation.
window.scrollTo = () => {};

// The app loads most features' English with the feature, under a Suspense boundary; tests render
// features on their own, so every English namespace is here up front (i18n.test.ts checks the
// loading on demand itself).
const englishFiles = import.meta.glob<{ messages: MessageTree }>('../features/*/i18n/en.ts', { eager: true });
for (const [path, module] of Object.entries(englishFiles)) {
  const namespace = /features\/([\w-]+)\/i18n/.exec(path)?.[1];
  if (namespace && !i18n.hasResourceBundle('en', namespace))
    i18n.addResourceBundle('en', namespace, module.messages);
}

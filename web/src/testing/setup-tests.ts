import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from '../shared/i18n/i18n';
import type { MessageTree } from '../shared/i18n/types';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.location.hash = '';
});

// Screen tests talk to the real simulator (a Fastify app in memory per test, testing/simulator.ts):
// on a loaded machine its first answers can take longer than Testing Library's 1 s default wait.
// Waiting longer for what must appear weakens no assertion; what must not appear is still absent.
configure({ asyncUtilTimeout: 3000 });

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

import React from 'react';

/**
 * React 19's development build captures an owner stack for every element it creates: an `Error`
 * (ten frames) and a `console.createTask`, up to 10,000 between resets. In the screen tests that
 * was the single largest cost (jsxDEV: 1.3 of the sign-up wizard's 16 s of CPU, profiled). The
 * stacks only enrich React's warnings with where an element was created, so the tests tell React
 * its budget of them is spent, which it already handles: it uses one shared "unknown owner"
 * stack instead. Warnings still fail a test; they name the component, not the line that made it.
 * Tests only: the counter lives in React's internals, as the production build has none.
 */
interface OwnerStackBudget {
  recentlyCreatedOwnerStacks: number;
}

const internals = (React as unknown as Record<string, unknown>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE as OwnerStackBudget | undefined;

// React's own limit (react/cjs/react-jsx-dev-runtime.development.js: `1e4 > ...++`).
const SPENT = 10_000;

if (internals && 'recentlyCreatedOwnerStacks' in internals) {
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => SPENT,
    // React resets the count after each render; it stays spent.
    set: () => {},
  });
}

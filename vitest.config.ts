import { defineConfig } from 'vitest/config';

// One Vitest run over every package; the browser suite is Playwright's (tests/e2e).
export default defineConfig({
  test: {
    projects: ['contracts', 'fixtures', 'sim-server', 'web/vite.config.ts', 'tests/vitest.config.ts'],
  },
});

import { defineProject } from 'vitest/config';

// One module graph per worker (the threads pool, not isolated), not one per file: every file imports the whole simulator, and
// importing it anew for each of ~80 files was two thirds of this project's time (144 -> 41 CPU
// seconds). Safe here because every test builds its own app (createTestApp) on its own
// in-memory database; what modules keep between files is pure (the seed template, seeded
// password hashes). Decision 032.
export default defineProject({
  test: {
    name: '@casino/sim-server',
    // Not isolated: the threads pool's options in the root vitest.config.ts say so.
    pool: 'threads',
  },
});

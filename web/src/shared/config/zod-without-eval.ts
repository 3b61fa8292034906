import { z } from 'zod';

/**
 * Zod compiles a faster object parser with `new Function` where it may, and finds out by trying
 * once. Our policy allows no `unsafe-eval`, so the try fails (zod catches it) yet the browser
 * still reports a policy violation on every page. `jitless` skips both the try and the compiler.
 * Imported first by main.tsx, before any schema parses.
 */
z.config({ jitless: true });

// `node scripts/pnpm.mjs <args>`: the pinned pnpm, for root npm scripts.
import { runPnpm } from './lib/pnpm.mjs';

process.exit(runPnpm(process.argv.slice(2)));

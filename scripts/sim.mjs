// `npm run sim -- <command>`: the QA CLI (scripts/sim-cli.ts), bundled once and run as plain
// JavaScript (scripts/lib/bundle.mjs).
import { runBundled } from './lib/bundle.mjs';

await runBundled('sim-cli', 'sim CLI');

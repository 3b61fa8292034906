// `npm run conformance -- --upstream <url> [--member user:password] [--junit file] [--write]`:
// the contract check of a real backend (scripts/conformance-cli.ts), bundled once and run as
// plain JavaScript (scripts/lib/bundle.mjs).
import { runBundled } from './lib/bundle.mjs';

await runBundled('conformance-cli', 'conformance command');

// `npm run conformance -- --upstream <url> [--member user:password] [--junit file] [--write]`:
// checks a real backend against the contracts (sim-server/src/proxy/conformance.ts). Run bundled
// by scripts/conformance.mjs as `npm run sim` is; `main` answers the exit status, so tests run it
// in process.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { formatTable, isFailure, junitXml, runConformance } from '../sim-server/src/proxy/conformance';

const USAGE = `Usage: npm run conformance -- --upstream <url> [--member user:password] [--junit file] [--write]

Signs in with the test member, makes every read-only /api call with the contracts' samples and
checks each answer against the contracts. Exits 0 when every answer conforms, 1 when one breaks
its contract or does not come, 2 on a usage mistake.

  --upstream <url>        the backend; <url>/api/... is called (default: SIM_UPSTREAM)
  --member user:password  a test member (without it, member-only calls are skipped)
  --junit <file>          also write the results as JUnit XML (for CI)
  --write                 also make the calls that move money or change the member
                          (deposits, withdrawals, redemptions): never against production`;

export interface ConformanceArgs {
  upstream: string;
  member?: { username: string; password: string };
  junit?: string;
  write: boolean;
}

/** The arguments, or a usage problem (a string). */
export function parseArgs(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): ConformanceArgs | { help: true } | string {
  let upstream = env.SIM_UPSTREAM;
  let member: ConformanceArgs['member'];
  let junit: string | undefined;
  let write = false;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    const [flag, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg, undefined];
    const value = () => {
      if (inline === undefined) index += 1;
      const next = inline ?? argv[index];
      if (next === undefined || next === '') throw new Error(`${flag} needs a value`);
      return next;
    };
    try {
      if (flag === '--help' || flag === '-h') return { help: true };
      else if (flag === '--upstream') upstream = value();
      else if (flag === '--junit') junit = value();
      else if (flag === '--write') write = true;
      else if (flag === '--member') {
        const text = value();
        const split = text.indexOf(':');
        if (split <= 0 || split === text.length - 1) return `--member takes user:password, not "${text}"`;
        member = { username: text.slice(0, split), password: text.slice(split + 1) };
      } else return `Unknown argument: ${arg}`;
    } catch (error) {
      return (error as Error).message;
    }
  }
  if (!upstream) return '--upstream <url> is required (or SIM_UPSTREAM)';
  if (!/^https?:\/\/[^/]/.test(upstream)) return `--upstream must be an http(s) URL, not "${upstream}"`;
  return { upstream: upstream.replace(/\/+$/, ''), member, junit, write };
}

export async function main(
  argv: readonly string[],
  env: Record<string, string | undefined> = process.env,
  print: (text: string) => void = (text) => console.log(text),
): Promise<number> {
  const args = parseArgs(argv, env);
  if (typeof args === 'string') {
    console.error(`${args}\n\n${USAGE}`);
    return 2;
  }
  if ('help' in args) {
    print(USAGE);
    return 0;
  }
  print(`Contract conformance of ${args.upstream}${args.write ? ' (with writes)' : ''}\n`);
  const results = await runConformance(args);
  print(formatTable(results));
  if (args.junit) {
    const file = resolve(args.junit);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, junitXml(results, args.upstream));
    print(`JUnit XML: ${file}`);
  }
  return results.some(isFailure) ? 1 : 0;
}

// `npm run conformance -- --upstream <url> [--member user:password] [--junit file] [--write] [--only a,b]`:
// checks a real backend against the contracts (sim-server/src/proxy/conformance.ts). Run bundled
// by scripts/conformance.mjs as `npm run sim` is; `main` answers the exit status, so tests run it
// in process.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs as parseOptions } from 'node:util';
import { foldFlagWords } from '../sim-server/src/control/cli-args';
import { formatTable, isFailure, junitXml, runConformance } from '../sim-server/src/proxy/conformance';
import { READ_ONLY_CALLS, WRITE_CALLS } from '../sim-server/src/proxy/conformance-calls';

const USAGE = `Usage: npm run conformance -- --upstream <url> [--member user:password] [--junit file] [--write] [--only call,...]

Signs in with the test member, makes every read-only /api call with the contracts' samples and
checks each answer against the contracts. Exits 0 when every answer conforms, 1 when one breaks
its contract or does not come, 2 on a usage mistake.

  --upstream <url>        the backend; <url>/api/... is called (default: SIM_UPSTREAM)
  --member user:password  a test member (without it, member-only calls are skipped)
  --junit <file>          also write the results as JUnit XML (for CI)
  --write                 also make the calls that move money or change the member
                          (deposits, withdrawals, redemptions): never against production
  --only <call,...>       only these calls, by their names in the table (e.g. tokenInfo)`;

export interface ConformanceArgs {
  upstream: string;
  member?: { username: string; password: string };
  junit?: string;
  write: boolean;
  only?: CallName[];
}

/** A call the check makes, by its name in the table. */
type CallName = (typeof READ_ONLY_CALLS)[number] | (typeof WRITE_CALLS)[number];

const OPTIONS = {
  help: { type: 'boolean', short: 'h' },
  upstream: { type: 'string' },
  member: { type: 'string' },
  junit: { type: 'string' },
  write: { type: 'boolean' },
  only: { type: 'string' },
} as const;

/**
 * node:util's parse, or the problem it names ("Unknown option '--x'", "argument missing"). Flags
 * read as in `npm run sim`: `--write`, `--write true`, `--write=false`.
 */
function parseStrictly(argv: readonly string[]) {
  try {
    const args = foldFlagWords(argv, ['write', 'help']);
    return parseOptions({ args, options: OPTIONS, strict: true, allowPositionals: false });
  } catch (error) {
    return (error as Error).message;
  }
}

/** The arguments, or a usage problem (a string). */
export function parseArgs(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): ConformanceArgs | { help: true } | string {
  const parsed = parseStrictly(argv);
  if (typeof parsed === 'string') return parsed;
  const { values } = parsed;
  if (values.help) return { help: true };
  for (const name of ['upstream', 'member', 'junit', 'only'] as const)
    if (values[name] === '') return `--${name} needs a value`;
  let member: ConformanceArgs['member'];
  if (values.member !== undefined) {
    const text = values.member;
    const split = text.indexOf(':');
    if (split <= 0 || split === text.length - 1) return `--member takes user:password, not "${text}"`;
    member = { username: text.slice(0, split), password: text.slice(split + 1) };
  }
  const write = values.write ?? false;
  const only = values.only === undefined ? undefined : parseOnly(values.only, write);
  if (typeof only === 'string') return only;
  const upstream = values.upstream ?? env.SIM_UPSTREAM;
  if (!upstream) return '--upstream <url> is required (or SIM_UPSTREAM)';
  if (!/^https?:\/\/[^/]/.test(upstream)) return `--upstream must be an http(s) URL, not "${upstream}"`;
  return {
    upstream: upstream.replace(/\/+$/, ''),
    member,
    junit: values.junit,
    write,
    ...(only ? { only } : {}),
  };
}

/** `--only a,b`: the calls by name, or why not (an unknown name, a write without --write). */
function parseOnly(text: string, write: boolean): CallName[] | string {
  const names = text.split(',').map((name) => name.trim());
  for (const name of names) {
    if ((WRITE_CALLS as readonly string[]).includes(name) && !write)
      return `--only ${name}: that call moves money or changes the member; add --write`;
    if (
      !(READ_ONLY_CALLS as readonly string[]).includes(name) &&
      !(WRITE_CALLS as readonly string[]).includes(name)
    )
      return `--only ${name}: not a call the check makes; one of ${[...READ_ONLY_CALLS, ...WRITE_CALLS].join(', ')}`;
  }
  return names as CallName[];
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

// `npm run sim -- contract export|verify` (and `casino-sim contract ...`): the contract for the
// backend team, written from worlds' journals and checked against a backend. Answers the exit
// status as the rest of the CLI does: 0 done or all passed, 1 refused or any failed, 2 usage.
import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { ControlError, createControlClient } from '@casino/contracts/control/client';
import type { ContractExport } from '@casino/contracts/control/contract';
import { type PactFile, pactFileSchema } from '@casino/contracts/control/pact';
import { describeIssues } from '@casino/contracts/control/scenario';
import { mergeContracts } from './contract-merge';
import { type InteractionResult, verifyPact } from './pact-verify';

const RUN = 'npm run sim --';

/** The commands this file runs (beside the table of cli-commands.ts, which sends one operation each). */
export const CONTRACT_COMMANDS = ['contract export', 'contract verify'] as const;

export const CONTRACT_USAGE = `Usage: ${RUN} contract export --out <pact.json> [--openapi <used-openapi.json>] [--world <id>[,<id>...]|all] [--scenario <name>]
       ${RUN} contract verify --base-url <url> [--state-url <url> | --world <id>] <pact.json>

contract export   writes the app's calls in the world's journal (GET /__sim/contract) as a Pact V4
                  file (consumer casino-web, provider casino-backend), and with --openapi the part
                  of /openapi.json those calls use. --world a,b or all: several worlds in one file,
                  each under its own provider state ("world from scenario <name>"). --scenario
                  names the default world's scenario (a named world's is known).
contract verify   replays each interaction against --base-url and checks each answer by the file's
                  matching rules. Provider states: on a simulator, a world of its own reset to the
                  state's scenario (POST /__sim/contract/state); on another backend, --state-url,
                  which gets {state, params, action} POSTs and answers the values the interactions'
                  generators take (token, password, test card). --world <id>: verify in that world
                  of the simulator (its overrides stay) instead of a new one. Exit 0 all passed,
                  1 any failed, 2 a usage mistake.
Also: --url, --key as for every command (SIM_URL, SIM_CONTROL_KEY); the key opens the simulator's hook.`;

class ContractUsageError extends Error {}

const envOf = (env: Record<string, string | undefined>, name: string) => env[name]?.trim() || undefined;

/** node:util's strict parse: the named string options and --help; an unknown option is a usage mistake. */
function read<const N extends string>(argv: readonly string[], names: readonly N[]) {
  const options = Object.fromEntries(names.map((name) => [name, { type: 'string' as const }]));
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      options: { ...options, help: { type: 'boolean' } },
      allowPositionals: true,
    });
    return { values: values as Partial<Record<N, string>> & { help?: boolean }, positionals };
  } catch (error) {
    throw new ContractUsageError((error as Error).message);
  }
}

function urlOf(option: string | undefined, env: Record<string, string | undefined>) {
  const port = envOf(env, 'PORT');
  return (
    option ??
    envOf(env, 'SIM_URL') ??
    (port ? `http://localhost:${port}` : 'http://localhost:8080')
  ).replace(/\/$/, '');
}

const keyOf = (option: string | undefined, env: Record<string, string | undefined>) =>
  option ?? envOf(env, 'SIM_CONTROL_KEY') ?? 'local-qa-key';

async function exportCommand(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): Promise<number> {
  const { values, positionals } = read(argv, ['out', 'openapi', 'world', 'scenario', 'url', 'key']);
  if (values.help) {
    console.log(CONTRACT_USAGE);
    return 0;
  }
  if (positionals.length)
    throw new ContractUsageError(`Unexpected argument ${positionals[0]}: the file goes after --out`);
  if (!values.out) throw new ContractUsageError('Missing --out <file>: where to write the Pact file');
  const baseUrl = urlOf(values.url, env);
  const key = keyOf(values.key, env);
  const control = createControlClient({ baseUrl, key });
  const asked = values.world ?? envOf(env, 'SIM_WORLD');
  const worlds = await control.call('listWorlds', {});
  const ids: (string | null)[] =
    asked === 'all'
      ? [null, ...worlds.map((world) => world.id)]
      : asked
        ? asked.split(',').map((id) => id.trim())
        : [null];
  const exports: ContractExport[] = [];
  for (const id of ids) {
    const known = worlds.find((world) => world.id === id);
    if (id !== null && !known && asked !== 'all')
      throw new ControlError(
        `No world ${id} on ${baseUrl} (npm run sim -- worlds lists them)`,
        404,
        404,
        'listWorlds',
      );
    const scenario = id === null ? values.scenario : (known?.scenario ?? undefined);
    const inWorld = createControlClient({ baseUrl, key, world: () => id });
    exports.push(await inWorld.call('exportContract', scenario ? { scenario } : {}));
  }
  const contract = mergeContracts(exports);
  if (contract.pact.interactions.length === 0) {
    console.error(
      `Nothing written: the journal of ${ids.map((id) => id ?? 'the default world').join(', ')} holds no call the ` +
        "contract can take (make the app's calls first: sign in, read the balance...; faulted and overridden calls are left out).",
    );
    return 1;
  }
  await writeFile(values.out, `${JSON.stringify(contract.pact, null, 2)}\n`);
  if (values.openapi) await writeFile(values.openapi, `${JSON.stringify(contract.openapi, null, 2)}\n`);
  console.log(
    JSON.stringify(
      {
        pact: values.out,
        interactions: contract.pact.interactions.length,
        ...(values.openapi
          ? { openapi: values.openapi, operations: Object.keys(contract.openapi.paths ?? {}).length }
          : {}),
        skipped: contract.skipped,
      },
      null,
      2,
    ),
  );
  return 0;
}

async function readPact(file: string): Promise<PactFile> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new ContractUsageError(
      `Cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'}): give the Pact file \`contract export --out\` wrote`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ContractUsageError(
      `${file} is not JSON: give the Pact V4 file \`contract export --out\` wrote`,
    );
  }
  const parsed = pactFileSchema.safeParse(json);
  if (!parsed.success)
    throw new ContractUsageError(
      `${file} is not a Pact V4 file (${describeIssues(parsed.error)}): give the file \`contract export --out\` wrote`,
    );
  return parsed.data;
}

function report(results: readonly InteractionResult[]): string {
  const lines = results.flatMap((result) => [
    `${result.passed ? 'PASS' : 'FAIL'} ${result.description}`,
    ...result.differences.map(
      (difference) => `     ${difference.path}: expected ${difference.expected}, got ${difference.actual}`,
    ),
  ]);
  const failed = results.filter((result) => !result.passed).length;
  return [
    ...lines,
    `Contract verify: ${results.length - failed} of ${results.length} interactions passed, ${failed} failed`,
  ].join('\n');
}

async function verifyCommand(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): Promise<number> {
  const { values, positionals } = read(argv, ['base-url', 'state-url', 'key', 'world']);
  if (values.help) {
    console.log(CONTRACT_USAGE);
    return 0;
  }
  const baseUrl = values['base-url']?.replace(/\/$/, '');
  if (!baseUrl) throw new ContractUsageError('Missing --base-url <url>: the backend to verify');
  if (!/^https?:\/\//.test(baseUrl))
    throw new ContractUsageError(`--base-url takes an http(s) URL, not ${baseUrl}`);
  const [file, ...extra] = positionals;
  if (!file)
    throw new ContractUsageError(
      'Missing the Pact file to verify (contract verify --base-url <url> <pact.json>)',
    );
  if (extra.length) throw new ContractUsageError(`Too many arguments: ${extra.join(' ')}`);
  const pact = await readPact(file);
  const results = await verifyPact(pact, {
    baseUrl,
    key: keyOf(values.key, env),
    ...(values['state-url'] ? { stateUrl: values['state-url'] } : {}),
    ...(values.world ? { world: values.world } : {}),
  });
  const text = report(results);
  if (results.every((result) => result.passed)) {
    console.log(text);
    return 0;
  }
  console.error(text);
  return 1;
}

/** `contract <export|verify> ...`; answers the exit status. */
export async function runContractCommand(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  program = RUN,
): Promise<number> {
  const [action, ...rest] = argv;
  try {
    if (action === 'export') return await exportCommand(rest, env);
    if (action === 'verify') return await verifyCommand(rest, env);
    if (action === undefined || action === 'help' || action === '--help') {
      console.log(CONTRACT_USAGE.replaceAll(RUN, program));
      return action === undefined ? 2 : 0;
    }
    throw new ContractUsageError(
      `Unknown command contract ${action}; use contract export or contract verify`,
    );
  } catch (error) {
    if (error instanceof ContractUsageError) {
      console.error(`${error.message}\n${CONTRACT_USAGE.replaceAll(RUN, program)}`);
      return 2;
    }
    if (error instanceof ControlError) {
      console.error(
        error.status === 0
          ? `Cannot reach the simulator (${error.message}). Is it running? Point at it with --url, SIM_URL or PORT.`
          : `Refused (${error.code}): ${error.message}`,
      );
      return 1;
    }
    console.error((error as Error).message);
    return 1;
  }
}

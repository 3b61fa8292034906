import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseScenario, type Scenario } from '@casino/contracts/control/scenario';
import { REPO_ROOT, type SimEnv } from '../env';
import { controlNotFound, controlRefused } from './control-http';

/** `fixtures/scenarios/<name>.json`, QA's named starting points. */
export const SCENARIO_DIR = join(REPO_ROOT, 'fixtures', 'scenarios');
const SCENARIO_NAME = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** Where scenarios are looked for by name: the repository's folder, then SIM_SCENARIO_DIRS in order. */
export const scenarioDirsOf = (env: Pick<SimEnv, 'SIM_SCENARIO_DIRS'>): string[] => [
  SCENARIO_DIR,
  ...env.SIM_SCENARIO_DIRS.filter((dir) => dir !== SCENARIO_DIR),
];

const listOf = (dirs: string | string[]) => (typeof dirs === 'string' ? [dirs] : dirs);

export async function scenarioNames(dir = SCENARIO_DIR): Promise<string[]> {
  const entries = await readdir(dir).catch(() => [] as string[]);
  return entries
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .filter((name) => SCENARIO_NAME.test(name))
    .sort();
}

/** Each name once, with the first folder that has it. */
async function scenarioSources(dirs: string[]): Promise<Array<{ name: string; dir: string }>> {
  const found = new Map<string, string>();
  for (const dir of dirs) {
    for (const name of await scenarioNames(dir)) if (!found.has(name)) found.set(name, dir);
  }
  return [...found].map(([name, dir]) => ({ name, dir }));
}

/** Reads and validates one scenario from the first folder that has it; the error names the file and every bad field. */
export async function readScenario(name: string, dirs: string | string[] = SCENARIO_DIR): Promise<Scenario> {
  if (!SCENARIO_NAME.test(name)) throw controlRefused(`name: ${name} is not a scenario name (a-z, 0-9, -)`);
  const source = (await scenarioSources(listOf(dirs))).find((entry) => entry.name === name);
  let text: string | null = null;
  if (source) text = await readFile(join(source.dir, `${name}.json`), 'utf8').catch(() => null);
  if (text === null) {
    const known = (await scenarioSources(listOf(dirs))).map((entry) => entry.name);
    throw controlNotFound(`Scenario ${name} (known: ${known.join(', ')})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (cause) {
    throw controlRefused(`Scenario ${name} is not JSON: ${(cause as Error).message}`);
  }
  try {
    return parseScenario(json, name);
  } catch (cause) {
    throw controlRefused((cause as Error).message);
  }
}

/** Every scenario with its description and folder; a broken file is listed with its problem. */
export async function listScenarios(dirs: string | string[] = SCENARIO_DIR) {
  const sources = await scenarioSources(listOf(dirs));
  return Promise.all(
    sources.map(async ({ name, dir }) => {
      try {
        return { name, description: (await readScenario(name, dir)).description, valid: true, source: dir };
      } catch (cause) {
        return { name, description: (cause as Error).message, valid: false, source: dir };
      }
    }),
  );
}

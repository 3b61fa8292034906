import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseScenario, type Scenario } from '@casino/contracts/control/scenario';
import { REPO_ROOT } from '../env';
import { controlNotFound, controlRefused } from './control-http';

/** `fixtures/scenarios/<name>.json`, QA's named starting points. */
export const SCENARIO_DIR = join(REPO_ROOT, 'fixtures', 'scenarios');
const SCENARIO_NAME = /^[a-z0-9][a-z0-9-]{0,63}$/;

export async function scenarioNames(dir = SCENARIO_DIR): Promise<string[]> {
  const entries = await readdir(dir).catch(() => [] as string[]);
  return entries
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
}

/** Reads and validates one scenario; the error names the file and every bad field. */
export async function readScenario(name: string, dir = SCENARIO_DIR): Promise<Scenario> {
  if (!SCENARIO_NAME.test(name)) throw controlRefused(`name: ${name} is not a scenario name (a-z, 0-9, -)`);
  let text: string;
  try {
    text = await readFile(join(dir, `${name}.json`), 'utf8');
  } catch {
    const known = await scenarioNames(dir);
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

/** Every scenario with its description; a broken file is listed with its problem. */
export async function listScenarios(dir = SCENARIO_DIR) {
  const names = await scenarioNames(dir);
  return Promise.all(
    names.map(async (name) => {
      try {
        return { name, description: (await readScenario(name, dir)).description, valid: true };
      } catch (cause) {
        return { name, description: (cause as Error).message, valid: false };
      }
    }),
  );
}

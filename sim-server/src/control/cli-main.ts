// The QA CLI's run: `npm run sim -- <command>` (scripts/sim-cli.ts) and `casino-sim <command>`
// (the packed simulator's bin, cli.ts) send one control operation through the contracts' typed
// control client and answer an exit status.
import { readFile, writeFile } from 'node:fs/promises';
import { ControlError, createControlClient } from '@casino/contracts/control/client';
import { describeNearMiss, type VerifyAnswer } from '@casino/contracts/control/journal';
import { runContractCommand } from '../contract/contract-cli';
import { parseCommand } from './cli-command';
import { USAGE } from './cli-help';

const PROGRAM = 'npm run sim --';

/**
 * Runs one command; answers the exit status: 0 done, 1 refused or unreachable, or a verification
 * (`verify`, `call verifyJournal`) that does not hold, 2 usage. So a CI step can fail on it.
 */
export async function main(
  argv: readonly string[],
  env: Record<string, string | undefined> = process.env,
  /** How the help names the command: `npm run sim --` here, `casino-sim` in the package. */
  program = PROGRAM,
): Promise<number> {
  // Two files written from several calls, or a replay against a backend: not one operation.
  if (argv[0] === 'contract') return runContractCommand(argv.slice(1), env, program);
  if (argv[0] === 'help' && argv[1] === 'contract') return runContractCommand(['help'], env, program);
  const command = parseCommand(argv, env);
  if (command.kind === 'help') {
    console.log(program === PROGRAM ? command.text : command.text.replaceAll(PROGRAM, program));
    return 0;
  }
  if (command.kind === 'error') {
    const usage = program === PROGRAM ? USAGE : USAGE.replaceAll(PROGRAM, program);
    console.error(`${command.message}\n${usage}\n(${program} --help lists the commands)`);
    return 2;
  }
  let input = command.input;
  if (command.file?.mode === 'read') {
    let text: string;
    try {
      text = await readFile(command.file.path, 'utf8');
    } catch (error) {
      console.error(`Cannot read ${command.file.path}: ${(error as Error).message}`);
      return 2;
    }
    try {
      input = JSON.parse(text) as Record<string, unknown>;
    } catch {
      console.error(`Refused: ${command.file.path} is not a world export (not JSON)`);
      return 1;
    }
  }
  const client = createControlClient({ baseUrl: command.url, key: command.key, world: () => command.world });
  let envelope: { error: number; message: string; data?: unknown };
  try {
    // The operation and its input come from argv (or the file): the simulator checks them against the contract.
    ({ envelope } = await client.send(command.operation, input as never));
  } catch (error) {
    const unreachable = error instanceof ControlError && error.status === 0;
    console.error(
      unreachable
        ? `Cannot reach the simulator at ${command.url} (${error.message}). Is it running (npm start, casino-sim start)? ` +
            'Point at it with --url, SIM_URL or PORT.'
        : `Unexpected answer: ${(error as Error).message}`,
    );
    return 1;
  }
  if (envelope.error !== 0) {
    console.error(`Refused (${envelope.error}): ${envelope.message}`);
    return 1;
  }
  if (command.file?.mode === 'write') {
    const text = JSON.stringify(envelope.data);
    try {
      await writeFile(command.file.path, text);
    } catch (error) {
      console.error(`Cannot write ${command.file.path}: ${(error as Error).message}`);
      return 1;
    }
    // The file itself is not printed (a database in base64): where it went and how large.
    console.log(JSON.stringify({ file: command.file.path, bytes: Buffer.byteLength(text) }, null, 2));
    return 0;
  }
  console.log(JSON.stringify(command.json ? envelope : envelope.data, null, 2));
  if (command.operation === 'verifyJournal') {
    const verdict = envelope.data as VerifyAnswer;
    if (verdict.ok) return 0;
    const misses = verdict.nearMisses.length
      ? `Near misses, nearest first:\n${verdict.nearMisses.map(describeNearMiss).join('\n')}`
      : 'No near misses: the journal has no other call in the window.';
    console.error(`Not verified: expected ${verdict.expected} call(s), found ${verdict.count}.\n${misses}`);
    return 1;
  }
  return 0;
}

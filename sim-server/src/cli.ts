// `casino-sim`: the packed simulator's command (npm run pack, scripts/pack.mjs). `casino-sim start`
// serves the simulator as `npm start` does; every other command is `npm run sim`'s (cli-main.ts).
import { parseArgs } from 'node:util';
import { main } from './control/cli-main';

const PROGRAM = 'casino-sim';
const START_USAGE = `Usage: ${PROGRAM} start [--port 8080] [--host 0.0.0.0] [--data-dir ./.data] [--scenario name]
  Serves the web app, the API and the control plane on one port (PORT, SIM_DATA_DIR and the
  other SIM_* variables are read too; options win). Prints one line once it answers.`;

async function start(argv: readonly string[]): Promise<number> {
  let values: { port?: string; host?: string; 'data-dir'?: string; scenario?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        'data-dir': { type: 'string' },
        scenario: { type: 'string' },
        help: { type: 'boolean' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${START_USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(START_USAGE);
    return 0;
  }
  const port = values.port === undefined ? undefined : Number(values.port);
  if (port !== undefined && !(Number.isInteger(port) && port >= 0 && port <= 65535)) {
    console.error(`--port takes a port number (0-65535), not ${values.port}\n${START_USAGE}`);
    return 2;
  }
  // Loaded here, not above: the other commands never load the simulator.
  const { serveUntilSignalled, startSimulator } = await import('./start');
  const simulator = await startSimulator({
    ...(port === undefined ? {} : { port }),
    ...(values.host ? { host: values.host } : {}),
    ...(values['data-dir'] ? { dataDir: values['data-dir'] } : {}),
    ...(values.scenario ? { scenario: values.scenario } : {}),
  });
  // The same ready line and signals as `npm start`.
  serveUntilSignalled(simulator);
  return 0;
}

/** Runs `casino-sim <argv>`; answers the exit status (a started simulator keeps the process alive). */
export async function run(argv: readonly string[], env: Record<string, string | undefined>): Promise<number> {
  if (argv[0] === 'start') return start(argv.slice(1));
  const general =
    argv.length === 0 || (argv.length === 1 && ['help', '--help', '-h'].includes(argv[0] ?? ''));
  if (general) console.log(`${START_USAGE}\n`);
  return main(argv.length === 1 && argv[0] === '-h' ? [] : argv, env, PROGRAM);
}

run(process.argv.slice(2), process.env).then(
  (code) => {
    process.exitCode = code;
  },
  (error: Error) => {
    console.error(error.message);
    process.exitCode = 1;
  },
);

// `npm run sim -- <command>`: the QA control plane from a terminal, against a running simulator,
// through the contracts' typed control client. `npm run sim` runs this file bundled into plain
// JavaScript (scripts/sim.mjs builds it when a source changed); `parseCommand` is pure, so tests
// check the parsing and the help. The run itself is the simulator's (cli-main.ts), which the
// packed `casino-sim` command shares.
import { pathToFileURL } from 'node:url';
import { parseCommand } from '../sim-server/src/control/cli-command';
import { main } from '../sim-server/src/control/cli-main';

export { main, parseCommand };

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}

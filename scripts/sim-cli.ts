// `npm run sim -- <command>`: the QA control plane from a terminal, against a running simulator,
// through the contracts' typed control client. `parseCommand` is pure, so tests check the parsing.
import { pathToFileURL } from 'node:url';
import { ControlError, createControlClient } from '../contracts/src/control/client';
import { parseCommand } from '../sim-server/src/control/cli-command';

export { parseCommand };

export const HELP = `Usage: npm run sim -- <command> [options]

Scenarios and worlds
  scenarios                          list the scenario files with their descriptions
  load <name>                        load fixtures/scenarios/<name>.json on top of the world
  reset [scenario]                   wipe and reseed the world (then load the scenario)
  worlds                             list isolated worlds
  world new [scenario]               create an isolated world (prints its id and cookie)
  world delete <id>                  close a world
Outcomes
  rule <deposit|withdrawal> <method|*> <outcome> [--count N] [--member user] [--delay 5s] [--polls N]
                                     outcome: success failed cancelled expired never provider_error
  rules | clear-rules                list or remove the outcome rules
  withdrawals advance <id|all> <status>   status: passed paying paid completed rejected failed cancelled
  withdrawals auto <on|off>          let withdrawals progress on the clock, or hold them
Time, members, settings
  clock [+2h|-1d|ISO]                read, advance or set the virtual clock
  member <username> [--blocked true] [--enabled false] [--credited true] [--activated true]
         [--cash 100] [--bonus 50] [--rolling 200] [--vip-level 3] [--vip-points 900]
  member <username>                  show the member's flags and balances
  protection-clear <username>        lift a test account's break, self-exclusion and limits
  setting <name> <json>              e.g. setting chatAvailable false
                                     setting accessPolicy '{"status":0,"url":"https://x.example"}'
Faults and observation
  fault <pattern> --latency 2000 | --latency 1000-3000 | --error -2 [--message text] | --http500 | --drop
        [--count N] [--probability 0.5]        pattern: /api/sys/deposit/* (glob) or ^regex
  faults | clear-faults              list or remove faults
  outbox [--to email] [--latest]     mails the world sent (activation, password reset)
  journal [--path text]              the last /api requests with their answers
  tracking                           tracking events the app reported

Options: --url (default http://localhost:8080), --key (default $SIM_CONTROL_KEY or local-qa-key),
         --world <id> (act on an isolated world), --json (print the whole envelope), --help`;

async function main(argv: readonly string[]): Promise<number> {
  const command = parseCommand(argv, process.env);
  if (command.kind === 'help') {
    console.log(HELP);
    return 0;
  }
  if (command.kind === 'error') {
    console.error(`${command.message}\n\n${HELP}`);
    return 2;
  }
  const client = createControlClient({ baseUrl: command.url, key: command.key, world: () => command.world });
  let envelope: { error: number; message: string; data?: unknown };
  try {
    // The operation and its input come from argv: the simulator checks them against the contract.
    ({ envelope } = await client.send(command.operation, command.input as never));
  } catch (error) {
    const unreachable = error instanceof ControlError && error.status === 0;
    console.error(
      unreachable
        ? `Cannot reach the simulator at ${command.url} (${error.message}). Is it running (npm start)?`
        : `Unexpected answer: ${(error as Error).message}`,
    );
    return 1;
  }
  if (envelope.error !== 0) {
    console.error(`Refused (${envelope.error}): ${envelope.message}`);
    return 1;
  }
  console.log(JSON.stringify(command.json ? envelope : envelope.data, null, 2));
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}

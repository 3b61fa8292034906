import { WITHDRAW_STATUS_NAMES } from '@casino/contracts/control/outcomes';
import type { ControlOperationName } from '@casino/contracts/control/registry';
import { parseDuration } from '@casino/contracts/control/scenario';
import { millisecondsOf, type OptionValue, UsageError } from './cli-fields';

/**
 * The commands of `npm run sim` as data: each sends one control operation (or picks one of a
 * few from its input), takes some fields as positional arguments, and every other field of the
 * operation's contract as `--<field> value`. The help is generated from this table.
 */

export type Fields = Record<string, unknown>;
export type Group =
  | 'Scenarios and worlds'
  | 'Outcomes and withdrawals'
  | 'Time, members, settings'
  | 'Faults and observation';

export interface Positional {
  /** The HTTP field it fills; empty when `positionalValue` reads it. */
  field: string;
  label: string;
  optional?: boolean;
}

/** A short option name: another name for a field, or a setter for what a field cannot say. */
export type Alias = { field: string } | { help: string; set: (value: OptionValue, fields: Fields) => void };

export interface CommandSpec {
  /** One or two words (`world new`). */
  name: string;
  group: Group;
  /** The operation it sends; `pick` chooses one of `operation` and `also` from the fields. */
  operation: ControlOperationName;
  also?: readonly ControlOperationName[];
  pick?: (fields: Fields) => ControlOperationName;
  positionals?: readonly Positional[];
  /** Reads a positional that stands for other fields (`clock +2h` → advanceMs). */
  positionalValue?: (text: string, fields: Fields) => void;
  aliases?: Record<string, Alias>;
  /** Friendly values of a field (a status by name, a latency range as `1s-3s`). */
  values?: Record<string, (value: OptionValue, fields: Fields) => unknown>;
  /** What `values` accepts, for the help. */
  hints?: Record<string, string>;
  summary?: string;
  notes?: readonly string[];
  example: string;
  /**
   * A file named by the last argument: `write`, the answer's data is saved to it (JSON);
   * `read`, its JSON is the call's input. cli-main.ts reads and writes it; parsing stays pure.
   */
  file?: { label: string; mode: 'read' | 'write' };
}

/** A withdrawal status by its contract name in lower case (`rejected` → 10), the control contract's. */
const WITHDRAW_STATUSES: Readonly<Record<string, number>> = WITHDRAW_STATUS_NAMES;

/** A clock command that sends changeClock with one flag set (`clock next`, `clock idle`). */
function changeClockWith(flag: 'toNextEvent' | 'untilIdle') {
  return (fields: Fields): ControlOperationName => {
    fields[flag] = true;
    return 'changeClock';
  };
}

function statusOf(value: OptionValue): number {
  const text = String(value);
  const name = text.toLowerCase();
  const status = /^\d+$/.test(text)
    ? Number(text)
    : Object.hasOwn(WITHDRAW_STATUSES, name)
      ? WITHDRAW_STATUSES[name]
      : undefined;
  if (status === undefined)
    throw new UsageError(`Unknown status ${text} (${Object.keys(WITHDRAW_STATUSES).join(', ')} or a number)`);
  return status;
}

/** `1000-3000`, `1s-3s` or `[1000,3000]` → [min, max] in milliseconds. */
function rangeOf(value: OptionValue): unknown {
  const text = String(value);
  if (text.startsWith('[')) return JSON.parse(text);
  const ms = text.split('-').map(millisecondsOf);
  if (ms.length !== 2 || ms.some((part) => part === null))
    throw new UsageError(`--latencyRange is min-max, e.g. 1000-3000 or 1s-3s, not ${text}`);
  return ms;
}

function jsonOrText(value: OptionValue): unknown {
  if (value === true) throw new UsageError('Missing value (JSON or text)');
  try {
    return JSON.parse(value);
  } catch {
    return value; // A bare word is a string value (a URL, a number for WhatsApp).
  }
}

/** `--error -2` → { code: -2 }; `--error '{"code":5,"message":"x"}'` as it is. */
function errorOf(value: OptionValue, fields: Fields): unknown {
  const given = /^-?\d+$/.test(String(value)) ? { code: Number(value) } : jsonOrText(value);
  if (typeof given !== 'object' || given === null)
    throw new UsageError(`--error takes a code (-2) or JSON ({"code":-2,"message":"..."}), not ${value}`);
  return { ...(fields.error as Fields | undefined), ...given };
}

/**
 * The three commands of a numbered store (outcome rules, faults): list it (`rules`), remove one
 * by id (`remove-rule 3`), empty it (`clear-rules`).
 */
function storeCommands(
  noun: 'rule' | 'fault',
  operations: { list: ControlOperationName; remove: ControlOperationName; clear: ControlOperationName },
  exampleId: number,
): Omit<CommandSpec, 'group'>[] {
  return [
    { name: `${noun}s`, operation: operations.list, example: `${noun}s` },
    {
      name: `remove-${noun}`,
      operation: operations.remove,
      positionals: [{ field: 'id', label: '<id>' }],
      example: `remove-${noun} ${exampleId}`,
    },
    { name: `clear-${noun}s`, operation: operations.clear, example: `clear-${noun}s` },
  ];
}

/** The commands by help section, in the order the help lists them. */
const SECTIONS: Record<Group, readonly Omit<CommandSpec, 'group'>[]> = {
  'Scenarios and worlds': [
    { name: 'scenarios', operation: 'listScenarios', example: 'scenarios' },
    {
      name: 'load',
      operation: 'loadScenario',
      positionals: [{ field: 'name', label: '<name>' }],
      summary: 'Load fixtures/scenarios/<name>.json on top of what the world holds',
      example: 'load declined-card',
    },
    {
      name: 'reset',
      operation: 'resetWorld',
      positionals: [{ field: 'scenario', label: '[scenario]', optional: true }],
      example: 'reset chat-offline',
    },
    { name: 'worlds', operation: 'listWorlds', example: 'worlds' },
    {
      name: 'world new',
      operation: 'createWorld',
      positionals: [{ field: 'scenario', label: '[scenario]', optional: true }],
      notes: ['Prints the id and the cookie; then add --world <id> (or SIM_WORLD=<id>) to act in it.'],
      example: 'world new rich-member',
    },
    {
      name: 'world delete',
      operation: 'closeWorld',
      positionals: [{ field: 'id', label: '<id>' }],
      example: 'world delete w-3f9a12',
    },
    {
      name: 'world export',
      operation: 'exportWorld',
      positionals: [{ field: 'id', label: '<id>' }],
      file: { label: '<file>', mode: 'write' },
      summary:
        'Save a world as one file: database, clock, rules, faults, overrides (--journal true adds the journal)',
      notes: ['Prints the file and its size; `world import <file>` makes a world of it here or elsewhere.'],
      example: 'world export w-3f9a12 failing-test.world.json --journal true',
    },
    {
      name: 'world import',
      operation: 'importWorld',
      file: { label: '<file>', mode: 'read' },
      summary: 'Make a new world from a file of `world export` (on this simulator or another)',
      notes: [
        'Prints the new world as `world new` does; a wrong, damaged or newer file is refused (exit 1).',
      ],
      example: 'world import failing-test.world.json',
    },
    {
      name: 'world fork',
      operation: 'forkWorld',
      positionals: [{ field: 'id', label: '<id>' }],
      notes: ['Prints the copy; later changes to either world leave the other as it is.'],
      example: 'world fork w-3f9a12',
    },
  ],
  'Outcomes and withdrawals': [
    {
      name: 'rule',
      operation: 'addRule',
      positionals: [
        { field: 'target', label: '<deposit|withdrawal>' },
        { field: 'method', label: '<method|*>' },
        { field: 'outcome', label: '<outcome>' },
      ],
      aliases: {
        member: {
          help: '--member demo = --username demo, --member 7 = --memberId 7',
          set: (value, fields) => {
            if (/^\d+$/.test(String(value))) fields.memberId = Number(value);
            else fields.username = String(value);
          },
        },
        delay: { field: 'delayMs' },
        polls: { field: 'afterPolls' },
      },
      notes: [
        'outcome: success failed cancelled expired never provider_error, or rejected (withdrawals)',
        'method: a deposit method code (VISA_MASTERCARD_1, CATTL, CASH...), a cash-out code (BANK_CARD...) or *',
      ],
      example: 'rule deposit VISA_MASTERCARD_1 failed --username demo --count 2 --delayMs 30s',
    },
    ...storeCommands('rule', { list: 'listRules', remove: 'removeRule', clear: 'removeAllRules' }, 3),
    {
      name: 'deposit-methods',
      operation: 'listDepositMethods',
      notes: ['Each deposit method code a rule takes, with the name players see in the app.'],
      example: 'deposit-methods',
    },
    {
      name: 'withdrawals advance',
      operation: 'advanceWithdrawal',
      also: ['advanceAllWithdrawals'],
      positionals: [
        { field: 'id', label: '<id|all>' },
        { field: 'status', label: '<status>' },
      ],
      values: {
        status: statusOf,
        id: (value) => {
          if (value === 'all') return 'all';
          if (!/^\d+$/.test(String(value)))
            throw new UsageError(`Expected a withdrawal id or all, not ${value}`);
          return Number(value);
        },
      },
      hints: { status: 'a name or number' },
      pick: (fields) => {
        if (fields.id !== 'all') return 'advanceWithdrawal';
        delete fields.id;
        return 'advanceAllWithdrawals';
      },
      notes: [`status: ${Object.keys(WITHDRAW_STATUSES).join(' ')} (or its number); all: every open one`],
      example: 'withdrawals advance all rejected',
    },
    {
      name: 'withdrawals auto',
      operation: 'setWithdrawalAutoProgress',
      positionals: [{ field: 'enabled', label: '<on|off>' }],
      hints: { enabled: 'on|off, or true|false' },
      example: 'withdrawals auto off',
    },
  ],
  'Time, members, settings': [
    {
      name: 'clock',
      operation: 'getClock',
      also: ['changeClock'],
      positionals: [{ field: '', label: '[+2h|-1d|ISO time]', optional: true }],
      positionalValue: (text, fields) => {
        if (/^[+-]/.test(text)) {
          const ms = parseDuration(text.replace(/^\+/, ''));
          if (ms === null) throw new UsageError(`Bad duration ${text} (use +30m, +2h, +3d, -1d)`);
          fields.advanceMs = ms;
        } else if (Number.isNaN(Date.parse(text))) {
          throw new UsageError(`Bad time ${text} (ISO, e.g. 2030-01-07T10:00:00Z)`);
        } else fields.set = new Date(text).toISOString();
      },
      pick: (fields) => (Object.keys(fields).length === 0 ? 'getClock' : 'changeClock'),
      notes: [
        'No argument reads the clock; +2h is --advanceMs 2h, an ISO time is --set <time>.',
        'To the next scheduled event: clock next; through all of them: clock idle.',
      ],
      example: 'clock +25h',
    },
    {
      name: 'clock next',
      operation: 'changeClock',
      pick: changeClockWith('toNextEvent'),
      summary: 'Move the clock to the next scheduled event (see schedule) and run it',
      example: 'clock next',
    },
    {
      name: 'clock idle',
      operation: 'changeClock',
      pick: changeClockWith('untilIdle'),
      summary: 'Run every scheduled event in turn until nothing is scheduled',
      notes: ['At most --maxSteps steps (100 unless given) and no event later than --horizon (e.g. 30d).'],
      example: 'clock idle --maxSteps 20 --horizon 30d',
    },
    {
      name: 'schedule',
      operation: 'getSchedule',
      summary: 'What is scheduled: orders, withdrawal steps, limit changes, breaks ending...',
      example: 'schedule',
    },
    {
      name: 'member',
      operation: 'readMember',
      also: ['changeMember'],
      positionals: [{ field: 'idOrUsername', label: '<username|id>' }],
      aliases: {
        cash: { field: 'cashBalance' },
        bonus: { field: 'bonusBalance' },
        rolling: { field: 'rollingAmount' },
        'vip-level': { field: 'vipLevel' },
        'vip-points': { field: 'vipPoints' },
      },
      pick: (fields) => (Object.keys(fields).length > 1 ? 'changeMember' : 'readMember'),
      notes: ['Without options it shows the member; balances are targets posted through the ledger.'],
      example: 'member demo --blocked true --cashBalance 250',
    },
    {
      name: 'documents',
      operation: 'setMemberDocuments',
      positionals: [
        { field: 'idOrUsername', label: '<username|id>' },
        { field: 'status', label: '<not_uploaded|auditing|approved|rejected>' },
      ],
      example: 'documents demo approved',
    },
    {
      name: 'protection-clear',
      operation: 'clearMemberProtection',
      positionals: [{ field: 'idOrUsername', label: '<username|id>' }],
      example: 'protection-clear demo',
    },
    { name: 'settings', operation: 'listSettings', example: 'settings' },
    {
      name: 'setting',
      operation: 'writeSetting',
      positionals: [
        { field: 'name', label: '<name>' },
        { field: 'value', label: '<json|text>' },
      ],
      values: { value: jsonOrText },
      hints: { value: 'JSON or text' },
      notes: ['The value is JSON (false, {"status":0,"url":"https://x.example"}), or else plain text.'],
      example: 'setting chatAvailable false',
    },
  ],
  'Faults and observation': [
    {
      name: 'fault',
      operation: 'addFault',
      positionals: [{ field: 'pathPattern', label: '<pattern>' }],
      values: { latencyRange: rangeOf, error: errorOf },
      hints: { latencyRange: '1000-3000, 1s-3s or [1000,3000]', error: '-2 or {"code":-2,"message":"..."}' },
      aliases: {
        latency: {
          help: '--latency 2s = --latencyMs 2000, --latency 1000-3000 = --latencyRange 1000-3000',
          set: (value, fields) => {
            const text = String(value);
            if (text.includes('-')) {
              fields.latencyRange = rangeOf(text);
              return;
            }
            const ms = millisecondsOf(text);
            if (ms === null) throw new UsageError(`--latency is 2000, 2s or a range 1000-3000, not ${text}`);
            fields.latencyMs = ms;
          },
        },
        message: {
          help: '--error -2 --message text = --error \'{"code":-2,"message":"text"}\'',
          set: (value, fields) => {
            fields.error = { ...(fields.error as Fields | undefined), message: String(value) };
          },
        },
      },
      notes: [
        'pattern: a glob over the path (* is one segment, ** spans slashes: /api/sys/deposit/** is every deposit call) or a regex after ^; it must match an /api call',
        'one of --latencyMs, --latencyRange, --error <code>, --http500, --drop (latency may join the others)',
        '--signedIn true: only calls carrying a token (a signed-in app); false: only calls without one',
      ],
      example: "fault '/api/sys/**' --error -2 --count 1",
    },
    ...storeCommands('fault', { list: 'listFaults', remove: 'removeFault', clear: 'removeAllFaults' }, 2),
    {
      name: 'outbox',
      operation: 'listOutbox',
      also: ['latestMail'],
      aliases: {
        latest: {
          help: '--latest: only the newest mail, with its link',
          set: (_value, fields) => {
            fields['--latest'] = true;
          },
        },
      },
      pick: (fields) => {
        const latest = fields['--latest'] === true;
        delete fields['--latest'];
        return latest ? 'latestMail' : 'listOutbox';
      },
      example: 'outbox --to demo@luckyharbor.example --latest',
    },
    {
      name: 'journal',
      operation: 'listJournal',
      example: 'journal --path /sys/deposit',
    },
    {
      name: 'verify',
      operation: 'verifyJournal',
      positionals: [{ field: '', label: "[path|'{json}']", optional: true }],
      // The fields as `call verifyJournal` takes them: a JSON object, or the path alone; options add to it.
      positionalValue: (text, fields) => {
        if (!text.trimStart().startsWith('{')) {
          fields.path = text;
          return;
        }
        let given: unknown;
        try {
          given = JSON.parse(text);
        } catch {
          throw new UsageError(`verify takes a path or a JSON object, not ${text}`);
        }
        if (typeof given !== 'object' || given === null || Array.isArray(given))
          throw new UsageError(`verify takes a path or a JSON object, not ${text}`);
        Object.assign(fields, given);
      },
      summary:
        'Did the app make this call? Exit 0 it did (as often as asked), 1 it did not (near misses shown)',
      notes: [
        'Fields as POST /__sim/journal/verify (and call verifyJournal) take them; exit 2 on a usage mistake.',
      ],
      example: `verify /sys/deposit/crypto/deposit --method POST --body '{"amount":50}' --count 1`,
    },
    {
      name: 'clear-journal',
      operation: 'clearJournal',
      example: 'clear-journal',
    },
    { name: 'tracking', operation: 'listTracking', example: 'tracking' },
    { name: 'drift', operation: 'readDrift', example: 'drift' },
    { name: 'clear-drift', operation: 'clearDrift', example: 'clear-drift' },
  ],
};

export const COMMANDS: readonly CommandSpec[] = (
  Object.entries(SECTIONS) as [Group, readonly Omit<CommandSpec, 'group'>[]][]
).flatMap(([group, specs]) => specs.map((spec) => ({ ...spec, group })));

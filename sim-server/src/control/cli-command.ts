import { type ControlMethod, controlRequestOf } from '@casino/contracts/control/operation';
import {
  type ControlInputOf,
  type ControlOperationName,
  controlOperations,
} from '@casino/contracts/control/registry';
import { parseDuration } from '@casino/contracts/control/scenario';

/**
 * The grammar of `npm run sim -- <command>` (scripts/sim-cli.ts): argv → the control operation
 * it stands for (sent by the contracts' typed control client), with the HTTP request shown too.
 * Pure, so tests check it without a simulator.
 */
export interface CliRequest {
  kind: 'request';
  /** The operation of the contracts (its operationId) and its input. */
  operation: ControlOperationName;
  input: Record<string, unknown>;
  /** The HTTP request the operation makes (derived from the contract). */
  method: ControlMethod;
  path: string;
  body?: unknown;
  url: string;
  key: string;
  world: string | null;
  json: boolean;
}
export type ParsedCommand = CliRequest | { kind: 'help' } | { kind: 'error'; message: string };

const BOOLEAN_FLAGS = new Set(['help', 'json', 'drop', 'http500', 'latest']);
const WITHDRAW_STATUSES: Record<string, number> = {
  pending: 0,
  cancelled: 1,
  rejected: 10,
  passed: 20,
  paying: 29,
  paid: 30,
  completed: 40,
  failed: 50,
};
const MEMBER_OPTIONS: Record<string, string> = {
  blocked: 'blocked',
  enabled: 'enabled',
  credited: 'credited',
  activated: 'activated',
  cash: 'cashBalance',
  bonus: 'bonusBalance',
  rolling: 'rollingAmount',
  'vip-level': 'vipLevel',
  'vip-points': 'vipPoints',
  password: 'password',
};

class UsageError extends Error {}

/** Splits argv into positionals and `--name value` / `--name=value` / `--flag` options. */
function splitArgs(argv: readonly string[]) {
  const positionals: string[] = [];
  const options = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i] ?? '';
    if (token === '-h') options.set('help', true);
    else if (token.startsWith('--')) {
      const [name = '', inline] = token.slice(2).split(/=(.*)/s, 2);
      const next = argv[i + 1];
      if (inline !== undefined) options.set(name, inline);
      else if (!BOOLEAN_FLAGS.has(name) && next !== undefined && !next.startsWith('--'))
        options.set(name, argv[++i] ?? '');
      else options.set(name, true);
    } else positionals.push(token);
  }
  return { positionals, options };
}

/** 'true' → true, '12.5' → 12.5, bare flag → true; other text stays text. */
function scalar(value: string | true): unknown {
  if (value === true || value === 'true') return true;
  if (value === 'false') return false;
  return value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
}

function integer(value: string | true | undefined, what: string): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (value === true || !Number.isInteger(number)) throw new UsageError(`${what} must be a whole number`);
  return number;
}

function milliseconds(value: string | true | undefined, what: string): number | undefined {
  if (value === undefined) return undefined;
  if (value !== true && /^\d+$/.test(value)) return Number(value);
  const ms = value === true ? null : parseDuration(value);
  if (ms === null) throw new UsageError(`${what} must be milliseconds or a duration such as 5s, 2m, 1h`);
  return ms;
}

function need(value: string | undefined, what: string): string {
  if (value === undefined || value === '') throw new UsageError(`Missing ${what}`);
  return value;
}

function statusOf(text: string): number {
  const status = /^\d+$/.test(text) ? Number(text) : WITHDRAW_STATUSES[text.toLowerCase()];
  if (status === undefined)
    throw new UsageError(`Unknown status ${text} (${Object.keys(WITHDRAW_STATUSES).join(', ')})`);
  return status;
}

function faultBody(pattern: string, options: Map<string, string | true>) {
  const body: Record<string, unknown> = { pathPattern: pattern };
  const latency = options.get('latency');
  if (typeof latency === 'string' && /^\d+-\d+$/.test(latency))
    body.latencyRange = latency.split('-').map(Number);
  else if (latency !== undefined) body.latencyMs = milliseconds(latency, '--latency');
  if (options.has('error')) {
    body.error = { code: integer(options.get('error'), '--error') };
    const message = options.get('message');
    if (typeof message === 'string') (body.error as Record<string, unknown>).message = message;
  }
  if (options.has('http500')) body.http500 = true;
  if (options.has('drop')) body.drop = true;
  if (options.has('count')) body.count = integer(options.get('count'), '--count');
  if (options.has('probability')) body.probability = Number(options.get('probability'));
  return body;
}

/** One operation and its input. Fields typed from argv are checked by the simulator (400 naming them). */
type Call = { [N in ControlOperationName]: { operation: N; input: ControlInputOf<N> } }[ControlOperationName];
const call = <N extends ControlOperationName>(operation: N, input: ControlInputOf<N>) =>
  ({ operation, input }) as Call;

/** Optional text options as query fields (absent ones left out). */
function textFields(options: Map<string, string | true>, ...names: string[]) {
  const fields: Record<string, string> = {};
  for (const name of names) {
    const value = options.get(name);
    if (typeof value === 'string') fields[name] = value;
  }
  return fields;
}

function routeOf(command: string, args: string[], options: Map<string, string | true>): Call {
  switch (command) {
    case 'scenarios':
      return call('listScenarios', {});
    case 'load':
      return call('loadScenario', { name: need(args[0], 'scenario name') });
    case 'reset':
      return call('resetWorld', args[0] ? { scenario: args[0] } : {});
    case 'worlds':
      return call('listWorlds', {});
    case 'world':
      if (args[0] === 'new') return call('createWorld', args[1] ? { scenario: args[1] } : {});
      if (args[0] === 'delete') return call('closeWorld', { id: need(args[1], 'world id') });
      throw new UsageError('Use: world new [scenario] | world delete <id>');
    case 'rule': {
      const body: Record<string, unknown> = {
        target: need(args[0], 'target (deposit or withdrawal)'),
        method: need(args[1], "method (or '*')"),
        outcome: need(args[2], 'outcome'),
      };
      if (options.has('count')) body.count = integer(options.get('count'), '--count');
      const member = options.get('member');
      if (typeof member === 'string') body[/^\d+$/.test(member) ? 'memberId' : 'username'] = scalar(member);
      if (options.has('delay')) body.delayMs = milliseconds(options.get('delay'), '--delay');
      if (options.has('polls')) body.afterPolls = integer(options.get('polls'), '--polls');
      return call('addRule', body as ControlInputOf<'addRule'>);
    }
    case 'rules':
      return call('listRules', {});
    case 'clear-rules':
      return call('removeAllRules', {});
    case 'clock': {
      const change = args[0];
      if (!change) return call('getClock', {});
      if (/^[+-]/.test(change)) {
        const ms = parseDuration(change.replace(/^\+/, ''));
        if (ms === null) throw new UsageError(`Bad duration ${change} (use +30m, +2h, +3d, -1d)`);
        return call('changeClock', { advanceMs: ms });
      }
      if (Number.isNaN(Date.parse(change)))
        throw new UsageError(`Bad time ${change} (ISO, e.g. 2030-01-07T10:00:00Z)`);
      return call('changeClock', { set: new Date(change).toISOString() });
    }
    case 'withdrawals': {
      if (args[0] === 'auto')
        return call('setWithdrawalAutoProgress', { enabled: args[1] === 'on' || args[1] === 'true' });
      if (args[0] !== 'advance')
        throw new UsageError('Use: withdrawals advance <id|all> <status> | withdrawals auto <on|off>');
      const target = need(args[1], 'withdrawal id or all');
      const status = statusOf(need(args[2], 'status')) as ControlInputOf<'advanceAllWithdrawals'>['status'];
      return target === 'all'
        ? call('advanceAllWithdrawals', { status })
        : call('advanceWithdrawal', { id: integer(target, 'withdrawal id') ?? 0, status });
    }
    case 'member': {
      const idOrUsername = need(args[0], 'username');
      const body: Record<string, unknown> = {};
      for (const [name, value] of options) {
        const field =
          MEMBER_OPTIONS[name] ?? (Object.values(MEMBER_OPTIONS).includes(name) ? name : undefined);
        if (field) body[field] = field === 'password' ? String(value) : scalar(value);
      }
      return Object.keys(body).length === 0
        ? call('readMember', { idOrUsername })
        : call('changeMember', { ...(body as ControlInputOf<'changeMember'>), idOrUsername });
    }
    case 'protection-clear':
      // Issue 10: lifts a test account's break, self-exclusion, limits and reality checks.
      return call('clearMemberProtection', { idOrUsername: need(args[0], 'username') });
    case 'setting': {
      const name = need(args[0], 'setting name');
      const text = need(args[1], 'value (JSON)');
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        value = text; // A bare word is a string value (a URL, a number for WhatsApp).
      }
      return call('writeSetting', { name, value });
    }
    case 'fault':
      return call(
        'addFault',
        faultBody(need(args[0], 'path pattern'), options) as ControlInputOf<'addFault'>,
      );
    case 'faults':
      return call('listFaults', {});
    case 'clear-faults':
      return call('removeAllFaults', {});
    case 'outbox':
      return options.has('latest')
        ? call('latestMail', textFields(options, 'to'))
        : call('listOutbox', textFields(options, 'to'));
    case 'journal':
      return call('listJournal', textFields(options, 'path'));
    case 'tracking':
      return call('listTracking', {});
    default:
      throw new UsageError(`Unknown command ${command}; see --help`);
  }
}

export function parseCommand(
  argv: readonly string[],
  env: Record<string, string | undefined> = {},
): ParsedCommand {
  const { positionals, options } = splitArgs(argv);
  const [command, ...args] = positionals;
  if (options.has('help') || !command || command === 'help') return { kind: 'help' };
  const text = (name: string) => {
    const value = options.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  try {
    const { operation, input } = routeOf(command, args, options);
    const fields = input as Record<string, unknown>;
    return {
      kind: 'request',
      operation,
      input: fields,
      ...controlRequestOf(controlOperations[operation], fields),
      url: (text('url') ?? env.SIM_URL ?? 'http://localhost:8080').replace(/\/$/, ''),
      key: text('key') ?? env.SIM_CONTROL_KEY ?? 'local-qa-key',
      world: text('world') ?? env.SIM_WORLD ?? null,
      json: options.has('json'),
    };
  } catch (error) {
    if (error instanceof UsageError) return { kind: 'error', message: error.message };
    throw error;
  }
}

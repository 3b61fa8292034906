import { type ControlMethod, controlRequestOf } from '@casino/contracts/control/operation';
import { type ControlOperationName, controlOperations } from '@casino/contracts/control/registry';
import { COMMANDS, type CommandSpec, type Fields } from './cli-commands';
import { coerce, type FieldInfo, fieldsOf, type OptionValue, UsageError } from './cli-fields';
import { callHelp, commandHelp, helpText } from './cli-help';

/**
 * The grammar of `npm run sim -- <command>` (scripts/sim-cli.ts): argv → the control operation
 * it stands for (sent by the contracts' typed control client), with the HTTP request shown too.
 * The commands are a table (cli-commands.ts); options are the operation's HTTP fields by name.
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
export type ParsedCommand = CliRequest | { kind: 'help'; text: string } | { kind: 'error'; message: string };

/** Options of every command: where the simulator is, its key, the world, the output. */
const GLOBAL_OPTIONS = new Set(['url', 'key', 'world', 'json', 'help']);
/** Options that never take a value (so the next word stays a positional). */
const BARE_FLAGS = new Set(['help', 'json', 'drop', 'http500', 'latest']);

/** Splits argv into positionals and `--name value` / `--name=value` / `--flag` options, in order. */
function splitArgs(argv: readonly string[]) {
  const positionals: string[] = [];
  const options: Array<[string, OptionValue]> = [];
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i] ?? '';
    if (token === '-h') options.push(['help', true]);
    else if (token.startsWith('--')) {
      const [name = '', inline] = token.slice(2).split(/=(.*)/s, 2);
      const next = argv[i + 1];
      if (inline !== undefined) options.push([name, inline]);
      else if (!BARE_FLAGS.has(name) && next !== undefined && !next.startsWith('--'))
        options.push([name, argv[++i] ?? '']);
      else options.push([name, true]);
    } else positionals.push(token);
  }
  return { positionals, options };
}

/** The command named by the first one or two words (`world new` before `world`). */
function findCommand(words: readonly string[]): { spec: CommandSpec; rest: string[] } | null {
  for (const length of [2, 1]) {
    const name = words.slice(0, length).join(' ');
    const spec = COMMANDS.find((candidate) => candidate.name === name);
    if (spec && words.length >= length) return { spec, rest: words.slice(length) };
  }
  return null;
}

const isOperation = (name: string | undefined): name is ControlOperationName =>
  name !== undefined && Object.hasOwn(controlOperations, name);

function helpFor(topic: readonly string[]): ParsedCommand {
  if (topic.length === 0) return { kind: 'help', text: helpText() };
  if (topic[0] === 'call') return { kind: 'help', text: callHelp() };
  const found = findCommand(topic);
  if (found) return { kind: 'help', text: commandHelp(found.spec) };
  const names = COMMANDS.filter((spec) => spec.name.startsWith(`${topic[0]} `));
  if (names.length) return { kind: 'help', text: names.map(commandHelp).join('\n\n') };
  return { kind: 'error', message: `No command ${topic.join(' ')}; see --help` };
}

/** Every field the command's operations take, by name. */
function fieldMap(operations: readonly ControlOperationName[]): Map<string, FieldInfo> {
  const all = new Map<string, FieldInfo>();
  for (const name of operations)
    for (const [field, info] of fieldsOf(controlOperations[name])) all.set(field, info);
  return all;
}

/** Positionals and options → the operation's fields, as the command's table entry says. */
function fieldsFor(spec: CommandSpec, args: readonly string[], options: Array<[string, OptionValue]>) {
  const known = fieldMap([spec.operation, ...(spec.also ?? [])]);
  const fields: Fields = {};
  const setField = (field: string, value: OptionValue) => {
    const info = known.get(field);
    if (!info) throw new UsageError(`${spec.name} has no field ${field}`);
    const friendly = spec.values?.[field];
    fields[field] = friendly ? friendly(value, fields) : coerce(field, info.schema, value);
  };
  const positionals = spec.positionals ?? [];
  if (args.length > positionals.length)
    throw new UsageError(`Too many arguments for ${spec.name}: ${args.slice(positionals.length).join(' ')}`);
  positionals.forEach((positional, index) => {
    const text = args[index];
    if (text === undefined || text === '') {
      if (!positional.optional) throw new UsageError(`Missing ${positional.label} (${spec.name} --help)`);
    } else if (positional.field) setField(positional.field, text);
    else spec.positionalValue?.(text, fields);
  });
  for (const [name, value] of options) {
    if (GLOBAL_OPTIONS.has(name)) continue;
    const alias = spec.aliases?.[name];
    if (alias && 'field' in alias) setField(alias.field, value);
    else if (alias) alias.set(value, fields);
    else if (known.has(name)) setField(name, value);
    else {
      const names = [...known.keys(), ...Object.keys(spec.aliases ?? {})];
      throw new UsageError(
        `Unknown option --${name} for ${spec.name}${names.length ? ` (fields: ${names.join(', ')})` : ''}`,
      );
    }
  }
  return fields;
}

/** `call <operationId> [json] [--field value]`: any operation of the registry. */
function genericCall(args: readonly string[], options: Array<[string, OptionValue]>) {
  const [operation, json, ...extra] = args;
  if (!isOperation(operation))
    throw new UsageError(
      `${operation ? `Unknown operation ${operation}` : 'Missing operationId'}; see ${'`'}help call${'`'}`,
    );
  if (extra.length) throw new UsageError(`Too many arguments for call: ${extra.join(' ')}`);
  let fields: Fields = {};
  if (json !== undefined) {
    try {
      fields = JSON.parse(json) as Fields;
    } catch {
      throw new UsageError(`The fields of call must be a JSON object, not ${json}`);
    }
    if (typeof fields !== 'object' || fields === null || Array.isArray(fields))
      throw new UsageError('The fields of call must be a JSON object');
  }
  const known = fieldMap([operation]);
  for (const [name, value] of options) {
    if (GLOBAL_OPTIONS.has(name)) continue;
    const info = known.get(name);
    if (!info)
      throw new UsageError(`${operation} has no field ${name} (fields: ${[...known.keys()].join(', ')})`);
    fields[name] = coerce(name, info.schema, value);
  }
  return { operation, fields };
}

/** An environment variable; set but empty counts as unset (`SIM_WORLD= npm run sim ...`). */
const envOf = (env: Record<string, string | undefined>, name: string) => env[name]?.trim() || undefined;

/** Where the simulator is: --url, else SIM_URL, else PORT on localhost, else 8080. */
function urlOf(option: string | undefined, env: Record<string, string | undefined>): string {
  const port = envOf(env, 'PORT');
  const url =
    option ?? envOf(env, 'SIM_URL') ?? (port ? `http://localhost:${port}` : 'http://localhost:8080');
  return url.replace(/\/$/, '');
}

export function parseCommand(
  argv: readonly string[],
  env: Record<string, string | undefined> = {},
): ParsedCommand {
  const { positionals, options } = splitArgs(argv);
  const text = (name: string) => {
    const value = options.findLast(([option]) => option === name)?.[1];
    return typeof value === 'string' ? value : undefined;
  };
  const wantsHelp = options.some(([name]) => name === 'help');
  if (positionals.length === 0 || positionals[0] === 'help') return helpFor(positionals.slice(1));
  if (wantsHelp) return helpFor(positionals);
  try {
    let operation: ControlOperationName;
    let fields: Fields;
    if (positionals[0] === 'call') ({ operation, fields } = genericCall(positionals.slice(1), options));
    else {
      const found = findCommand(positionals);
      if (!found) {
        const family = COMMANDS.filter((spec) => spec.name.startsWith(`${positionals[0]} `));
        const hint = family.length ? `Use: ${family.map((spec) => spec.name).join(' | ')}` : 'see --help';
        throw new UsageError(`Unknown command ${positionals.join(' ')}; ${hint}`);
      }
      fields = fieldsFor(found.spec, found.rest, options);
      operation = found.spec.pick?.(fields) ?? found.spec.operation;
    }
    return {
      kind: 'request',
      operation,
      input: fields,
      ...controlRequestOf(controlOperations[operation], fields),
      url: urlOf(text('url'), env),
      key: text('key') ?? envOf(env, 'SIM_CONTROL_KEY') ?? 'local-qa-key',
      world: text('world') ?? envOf(env, 'SIM_WORLD') ?? null,
      json: options.some(([name]) => name === 'json'),
    };
  } catch (error) {
    if (error instanceof UsageError) return { kind: 'error', message: error.message };
    throw error;
  }
}

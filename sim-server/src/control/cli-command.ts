import { type ControlMethod, controlRequestOf } from '@casino/contracts/control/operation';
import { type ControlOperationName, controlOperations } from '@casino/contracts/control/registry';
import { type ArgOption, BOOLEAN_WORDS, readArgs } from './cli-args';
import { COMMANDS, type CommandSpec, type Fields } from './cli-commands';
import { coerce, type FieldInfo, fieldsOf, isFlag, type OptionValue, UsageError } from './cli-fields';
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
  /** The file the command saves its answer to, or reads its input from (cli-main.ts does both). */
  file?: { path: string; mode: 'read' | 'write' };
}
export type ParsedCommand = CliRequest | { kind: 'help'; text: string } | { kind: 'error'; message: string };

/** Options of every command: where the simulator is, its key, the world, the output. */
const GLOBAL_OPTIONS = new Set(['url', 'key', 'world', 'json', 'help']);

/** Every option name of every command, split into flags and value-taking ones, for parseArgs. */
let optionNames: { flags: Set<string>; valued: Set<string> } | undefined;
function allOptionNames() {
  if (optionNames) return optionNames;
  const flags = new Set(['json', 'help', 'latest']);
  const valued = new Set(['url', 'key', 'world']);
  for (const operation of Object.values(controlOperations))
    for (const [field, info] of fieldsOf(operation)) (isFlag(info.schema) ? flags : valued).add(field);
  for (const spec of COMMANDS)
    for (const alias of Object.keys(spec.aliases ?? {})) if (!flags.has(alias)) valued.add(alias);
  optionNames = { flags, valued };
  return optionNames;
}

/** Positionals and `--name value` / `--name=value` / `--flag [true|false]` options, in order. */
function splitArgs(argv: readonly string[]) {
  const { flags, valued } = allOptionNames();
  return readArgs(argv, flags, valued);
}

/** Refuses an option the command does not take, before its arguments are counted. */
function refuseUnknown(options: readonly ArgOption[], known: ReadonlySet<string>, what: string) {
  const unknown = options.find(([name]) => !GLOBAL_OPTIONS.has(name) && !known.has(name));
  if (unknown)
    throw new UsageError(
      `Unknown option --${unknown[0]} for ${what}${known.size ? ` (fields: ${[...known].join(', ')})` : ''}`,
    );
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
function fieldsFor(
  spec: CommandSpec,
  args: readonly string[],
  options: readonly ArgOption[],
  afterFlag: ReadonlyMap<number, string> = new Map(),
) {
  const known = fieldMap([spec.operation, ...(spec.also ?? [])]);
  refuseUnknown(options, new Set([...known.keys(), ...Object.keys(spec.aliases ?? {})]), spec.name);
  const fields: Fields = {};
  const setField = (field: string, value: OptionValue) => {
    const info = known.get(field);
    if (!info) throw new UsageError(`${spec.name} has no field ${field}`);
    const friendly = spec.values?.[field];
    fields[field] = friendly ? friendly(value, fields) : coerce(field, info.schema, value);
  };
  const positionals = spec.positionals ?? [];
  if (args.length > positionals.length) {
    const flag = afterFlag.get(positionals.length);
    if (flag)
      throw new UsageError(
        `--${flag} takes true or false (or stands alone), not ${args[positionals.length]}`,
      );
    throw new UsageError(`Too many arguments for ${spec.name}: ${args.slice(positionals.length).join(' ')}`);
  }
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
    else setField(name, value);
  }
  return fields;
}

/** `call <operationId> [json] [--field value]`: any operation of the registry. */
function genericCall(args: readonly string[], options: readonly ArgOption[]) {
  const [operation, json, ...extra] = args;
  if (!isOperation(operation))
    throw new UsageError(
      `${operation ? `Unknown operation ${operation}` : 'Missing operationId'}; see ${'`'}help call${'`'}`,
    );
  const known = fieldMap([operation]);
  refuseUnknown(options, new Set(known.keys()), operation);
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
  for (const [name, value] of options) {
    const info = known.get(name);
    if (info) fields[name] = coerce(name, info.schema, value);
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
  const { positionals, options, afterFlag } = splitArgs(argv);
  const text = (name: string) => {
    const value = options.findLast(([option]) => option === name)?.[1];
    return typeof value === 'string' ? value : undefined;
  };
  // `--json`, `--json true`; `--json false` is as if absent.
  const flag = (name: string) => {
    const value = options.findLast(([option]) => option === name)?.[1];
    return value === true || (value !== undefined && BOOLEAN_WORDS[value.toLowerCase()] === true);
  };
  const wantsHelp = flag('help');
  // Options and no command (`casino-sim --bogus`): a usage error, not the help and exit 0.
  const [firstOption] = options;
  if (positionals.length === 0 && !wantsHelp && firstOption) {
    const { flags, valued } = allOptionNames();
    const name = firstOption[0];
    const known = flags.has(name) || valued.has(name);
    return { kind: 'error', message: known ? `--${name} needs a command` : `Unknown option --${name}` };
  }
  if (positionals.length === 0 || positionals[0] === 'help') return helpFor(positionals.slice(1));
  if (wantsHelp) return helpFor(positionals);
  try {
    let operation: ControlOperationName;
    let fields: Fields;
    let file: CliRequest['file'];
    if (positionals[0] === 'call') ({ operation, fields } = genericCall(positionals.slice(1), options));
    else {
      const found = findCommand(positionals);
      if (!found) {
        const family = COMMANDS.filter((spec) => spec.name.startsWith(`${positionals[0]} `));
        const hint = family.length ? `Use: ${family.map((spec) => spec.name).join(' | ')}` : 'see --help';
        throw new UsageError(`Unknown command ${positionals.join(' ')}; ${hint}`);
      }
      const offset = positionals.length - found.rest.length;
      const restAfterFlag = new Map([...afterFlag].map(([index, name]) => [index - offset, name] as const));
      let rest = found.rest;
      if (found.spec.file) {
        const at = found.spec.positionals?.length ?? 0;
        const path = rest[at];
        if (!path) throw new UsageError(`Missing ${found.spec.file.label} (${found.spec.name} --help)`);
        file = { path, mode: found.spec.file.mode };
        rest = rest.filter((_, index) => index !== at);
        // The file is the whole input: no field may be given beside it.
        if (file.mode === 'read') refuseUnknown(options, new Set(), found.spec.name);
      }
      fields = fieldsFor(found.spec, rest, options, restAfterFlag);
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
      json: flag('json'),
      ...(file ? { file } : {}),
    };
  } catch (error) {
    if (error instanceof UsageError) return { kind: 'error', message: error.message };
    throw error;
  }
}

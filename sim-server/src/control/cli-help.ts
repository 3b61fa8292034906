import { CONTROL_PREFIX } from '@casino/contracts/control/operation';
import { type ControlOperationName, controlOperations } from '@casino/contracts/control/registry';
import { COMMANDS, type CommandSpec } from './cli-commands';
import { fieldsOf, kindOf } from './cli-fields';

/** The CLI's help, generated from the command table and the contracts (so it cannot drift). */

const RUN = 'npm run sim --';

/** `POST /__sim/rules {target, method, outcome, count?, ...}`: the HTTP call and its fields. */
export function httpOf(name: ControlOperationName, bodyFile?: string): string {
  const operation = controlOperations[name];
  const fields = [...fieldsOf(operation)];
  const query = fields.filter(([, info]) => info.where === 'query').map(([field]) => field);
  const body = fields
    .filter(([, info]) => info.where === 'body')
    .map(([field, info]) => `${field}${info.optional ? '?' : ''}`);
  return [
    `${operation.method} ${CONTROL_PREFIX}${operation.path}`,
    query.length ? `?${query.join('&')}` : '',
    bodyFile ? ` ${bodyFile}` : body.length ? ` {${body.join(', ')}}` : '',
  ].join('');
}

/** A command whose file is its body shows the file, not the file's fields. */
const bodyFileOf = (spec: CommandSpec) => (spec.file?.mode === 'read' ? spec.file.label : undefined);

const WIDTH = 110;
const COLUMN = 38;

/** Splits a long line at its commas so it fits in `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/(?<=, )/)) {
    if (line && line.length + word.length > width) {
      lines.push(line.trimEnd());
      line = '';
    }
    line += word;
  }
  return [...lines, line];
}

const usageOf = (spec: CommandSpec) =>
  [
    spec.name,
    ...(spec.positionals ?? []).map((positional) => positional.label),
    ...(spec.file ? [spec.file.label] : []),
  ].join(' ');
const operationsOf = (spec: CommandSpec): ControlOperationName[] => [spec.operation, ...(spec.also ?? [])];

/** Operations no command sends: reachable with `call <operationId>`. */
export function operationsWithoutCommand(): ControlOperationName[] {
  const covered = new Set(COMMANDS.flatMap(operationsOf));
  return (Object.keys(controlOperations) as ControlOperationName[]).filter((name) => !covered.has(name));
}

/** The two usage lines the help starts with, and a usage error ends with. */
export const USAGE = [
  `Usage: ${RUN} <command> [arguments] [--<field> <value> ...]`,
  `       ${RUN} help <command>      one command: its fields, aliases and an example`,
].join('\n');

export function helpText(): string {
  const lines = [
    USAGE,
    '',
    'Each command is one HTTP call to the simulator’s QA control plane (/__sim), shown on its',
    'right. Options are the HTTP fields by name (--delayMs, --cashBalance, --afterPolls); fields',
    'ending in Ms also take durations (30s, 5m, 2h); short aliases (--delay, --cash, --member) work too.',
  ];
  let group = '';
  for (const spec of COMMANDS) {
    if (spec.group !== group) {
      group = spec.group;
      lines.push('', group);
    }
    const usage = usageOf(spec);
    operationsOf(spec).forEach((name, index) => {
      const http = wrap(`${index > 0 ? 'or ' : ''}${httpOf(name, bodyFileOf(spec))}`, WIDTH - COLUMN - 3);
      const [head = '', ...tail] = http;
      if (index === 0 && usage.length < COLUMN) lines.push(`  ${usage.padEnd(COLUMN)} ${head}`);
      else {
        if (index === 0) lines.push(`  ${usage}`);
        lines.push(`  ${''.padEnd(COLUMN)} ${head}`);
      }
      for (const more of tail) lines.push(`  ${''.padEnd(COLUMN)}    ${more}`);
    });
  }
  const others = operationsWithoutCommand();
  lines.push(
    '',
    'Any operation, by its operationId (as in /docs)',
    `  ${'call <operationId> [json]'.padEnd(COLUMN)} fields from the JSON object and --<field> options`,
    ...(others.length
      ? wrap(`(no command of their own: ${others.join(', ')})`, WIDTH - COLUMN - 3).map(
          (line) => `  ${''.padEnd(COLUMN)} ${line}`,
        )
      : []),
    '',
    'Contract for the backend team (help contract)',
    `  ${'contract export --out <file>'.padEnd(COLUMN)} GET /__sim/contract: the journal as a Pact V4 file (--openapi <file>)`,
    `  ${'contract verify --base-url <url> FILE'.padEnd(COLUMN)} replays it against a backend; exit 1 when an answer differs`,
    '',
    'Where and how (every command; an option beats the environment)',
    '  --url <url>      the simulator: $SIM_URL, else http://localhost:$PORT, else http://localhost:8080',
    '  --key <key>      X-Sim-Key: $SIM_CONTROL_KEY, else local-qa-key',
    '  --world <id>     X-Sim-World, an isolated world: $SIM_WORLD, else the default world',
    '  --json           print the whole envelope {error, message, data}, not only data',
    '',
    `Example: SIM_WORLD=w-3f9a12 ${RUN} rule deposit CATTL failed --count 3`,
  );
  return lines.join('\n');
}

const ORDINALS = ['1st', '2nd', '3rd', '4th'];
const optionOf = (field: string, kind: string) => (kind === 'flag' ? `--${field}` : `--${field} <${kind}>`);

/** One command in detail: each field, where it comes from, its aliases, notes and an example. */
export function commandHelp(spec: CommandSpec): string {
  const options = spec.file?.mode === 'read' ? '' : ' [--<field> <value> ...]';
  const lines = [`${RUN} ${usageOf(spec)}${options}`];
  lines.push(`  ${spec.summary ?? controlOperations[spec.operation].summary}`);
  for (const name of operationsOf(spec)) {
    lines.push(
      `  HTTP: ${wrap(`${httpOf(name, bodyFileOf(spec))} (operationId ${name})`, WIDTH - 8).join('\n        ')}`,
    );
  }
  if (spec.file) {
    lines.push(
      spec.file.mode === 'read'
        ? `  ${spec.file.label}: the file's JSON is the body (a file of \`world export\`); no other field.`
        : `  ${spec.file.label}: the answer's data is saved there as JSON (an existing file is replaced).`,
    );
  }
  if (spec.file?.mode === 'read') {
    for (const note of spec.notes ?? []) lines.push(`  ${note}`);
    lines.push(`  Example: ${RUN} ${spec.example}`);
    return lines.join('\n');
  }
  const positional = new Map((spec.positionals ?? []).map((entry, index) => [entry.field, index]));
  const seen = new Set<string>();
  lines.push('  Fields (* required):');
  for (const name of operationsOf(spec)) {
    for (const [field, info] of fieldsOf(controlOperations[name])) {
      if (seen.has(field)) continue;
      seen.add(field);
      const index = positional.get(field);
      const kind = spec.hints?.[field] ?? kindOf(field, info.schema);
      // An argument's kind is said when it helps: a hint or a list of choices, not "text".
      const said = spec.hints?.[field] || kind.includes('|') ? ` (${kind})` : '';
      const from = index === undefined ? optionOf(field, kind) : `${ORDINALS[index]} argument${said}`;
      lines.push(`    ${`${field}${info.optional ? '' : '*'}`.padEnd(16)} ${from}`);
    }
  }
  const aliases = Object.entries(spec.aliases ?? {}).map(([alias, target]) =>
    'field' in target ? `--${alias} = --${target.field}` : target.help,
  );
  if (aliases.length) lines.push(`  Aliases: ${aliases.join('; ')}`);
  for (const note of spec.notes ?? []) lines.push(`  ${note}`);
  lines.push(`  Example: ${RUN} ${spec.example}`);
  return lines.join('\n');
}

/** The `call` command's own help, with every operation's HTTP call. */
export function callHelp(): string {
  const names = Object.keys(controlOperations) as ControlOperationName[];
  return [
    `${RUN} call <operationId> [json] [--<field> <value> ...]`,
    '  Sends any control operation: fields from the JSON object, then from --<field> options.',
    `  Example: ${RUN} call addRule '{"target":"deposit","method":"CATTL","outcome":"failed"}'`,
    '  Operations:',
    ...names.map((name) => `    ${name.padEnd(28)} ${httpOf(name)}`),
  ].join('\n');
}

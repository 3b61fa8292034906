import { parseArgs } from 'node:util';

/**
 * argv for both CLIs (`npm run sim`, `npm run conformance`), read by node:util's `parseArgs`
 * (no hand-written splitter). One rule for booleans in both: a flag stands alone
 * (`--drop`) or takes a word after it or after `=` (`--drop true`, `--signedIn=false`).
 */

/** The words a flag may take; anything else after it is the next argument. */
export const BOOLEAN_WORDS: Readonly<Record<string, boolean>> = {
  true: true,
  on: true,
  yes: true,
  false: false,
  off: false,
  no: false,
};

/** `--name value` pairs in order; `true` for a value-taking option given without one. */
export type ArgOption = [name: string, value: string | true];

export interface ReadArgs {
  positionals: string[];
  options: ArgOption[];
  /** A positional right after a flag, by its index: `--blocked maybe` meant a value, probably. */
  afterFlag: Map<number, string>;
}

/**
 * Positionals and options in argv order. `flags` take no value or a boolean word; every other
 * option takes the next word as it is (`--error -2` included). A short option other than `-h`
 * is an argument that starts with a dash (`clock -1d`). Unknown names are kept, for the caller
 * to refuse with what it knows (a command's fields).
 */
export function readArgs(
  argv: readonly string[],
  flags: ReadonlySet<string>,
  valued: ReadonlySet<string>,
): ReadArgs {
  const options = Object.fromEntries([
    ...[...valued].map((name) => [name, { type: 'string' }] as const),
    ...[...flags].map((name) => [name, { type: 'boolean' }] as const),
    ['help', { type: 'boolean', short: 'h' }] as const,
  ]);
  const { tokens } = parseArgs({
    args: [...argv],
    options,
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const positionals: string[] = [];
  const read: ArgOption[] = [];
  const shortArguments = new Set<number>();
  const afterFlag = new Map<number, string>();
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (!token || token.kind === 'option-terminator') continue;
    if (token.kind === 'positional') {
      const previous = tokens[i - 1];
      const flagBefore =
        previous?.kind === 'option' && previous.rawName.startsWith('--') && previous.value === undefined;
      if (flagBefore && previous.index === token.index - 1) afterFlag.set(positionals.length, previous.name);
      positionals.push(token.value);
      continue;
    }
    if (!token.rawName.startsWith('--') && token.name !== 'help') {
      // `-1d` comes as the short options 1 and d, from one argument.
      if (!shortArguments.has(token.index)) positionals.push(argv[token.index] ?? '');
      shortArguments.add(token.index);
      continue;
    }
    const next = tokens[i + 1];
    const tookAnOption = token.value !== undefined && !token.inlineValue && token.value.startsWith('--');
    if (tookAnOption) {
      // `--count --drop`: parseArgs took the next option as the value; there is none, reread the rest.
      read.push([token.name, true]);
      const again = readArgs(argv.slice(token.index + 1), flags, valued);
      for (const [index, name] of again.afterFlag) afterFlag.set(positionals.length + index, name);
      return {
        positionals: [...positionals, ...again.positionals],
        options: [...read, ...again.options],
        afterFlag,
      };
    }
    if (token.value !== undefined) {
      read.push([token.name, token.value]);
    } else if (
      (flags.has(token.name) || token.name === 'help') &&
      next?.kind === 'positional' &&
      next.index === token.index + 1 &&
      Object.hasOwn(BOOLEAN_WORDS, next.value.toLowerCase())
    ) {
      read.push([token.name, next.value]);
      i++;
    } else read.push([token.name, true]);
  }
  return { positionals, options: read, afterFlag };
}

/**
 * For a strict `parseArgs` (the conformance CLI's): `--write true` and `--write=true` become
 * `--write`, `--write false` and `--write=false` go, so a flag reads as in `npm run sim`.
 */
export function foldFlagWords(argv: readonly string[], flags: readonly string[]): string[] {
  const folded: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i] ?? '';
    const [name = '', inline] = token.startsWith('--') ? token.slice(2).split(/=(.*)/s, 2) : [''];
    if (!flags.includes(name)) {
      folded.push(token);
      continue;
    }
    let word = inline;
    const next = argv[i + 1];
    if (word === undefined && next !== undefined && Object.hasOwn(BOOLEAN_WORDS, next.toLowerCase())) {
      word = next;
      i++;
    }
    const value = word === undefined ? true : BOOLEAN_WORDS[word.toLowerCase()];
    if (value === undefined)
      folded.push(token); // `--write=maybe`: parseArgs names the problem
    else if (value) folded.push(`--${name}`);
  }
  return folded;
}

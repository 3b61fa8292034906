import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CONTRACT_COMMANDS } from '@casino/sim-server/contract/contract-cli';
import { COMMANDS } from '@casino/sim-server/control/cli-commands';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md maps each domain to its contract, simulator module and web feature, and
 * each spec rule to the one file that holds it. Every repository path it names in backticks must
 * exist, and each file of the rule table must hold the name the table gives, so a rename or a
 * moved constant that forgets the page fails here. README.md and the guides beside it in docs/
 * are held to the same paths, and to their links, commands and length, below.
 */
const repoRoot = join(import.meta.dirname, '..', '..');
const PATH_IN_BACKTICKS =
  /`((?:contracts|sim-server|sim-testing|web|tests|fixtures|scripts|docker|docs)\/[^`\s]+)`/g;
const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');
const text = read('docs/architecture.md');

/** The repository paths a page names in backticks. */
function namedPaths(page: string): string[] {
  return [...page.matchAll(PATH_IN_BACKTICKS)].map((match) => match[1] as string);
}

/** Those of `paths` that are not in the repository. */
function missing(paths: string[]): string[] {
  return paths.filter((path) => !existsSync(join(repoRoot, path)));
}

/** The rows of the table under "## Where each spec rule lives": spec, rule, file, names. */
function ruleRows() {
  const section = text.split('## Where each spec rule lives')[1] ?? '';
  return section
    .split('\n')
    .filter((line) => /^\| 0[12] §/.test(line))
    .map((line) => {
      const [spec = '', rule = '', file = '', names = ''] = line
        .slice(1, -1)
        .split(' | ')
        .map((cell) => cell.trim());
      const ticked = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] as string);
      return { spec, rule, file: ticked(file)[0] ?? '', names: ticked(names) };
    });
}

describe('docs/architecture.md', () => {
  it('names only paths that exist', () => {
    const paths = namedPaths(text);
    expect(paths.length).toBeGreaterThan(40);
    expect(missing(paths)).toEqual([]);
  });

  it('maps rules of sections 4, 5 and 9 of both specs, each to one file that holds its name', () => {
    const rows = ruleRows();
    expect(rows.length).toBeGreaterThan(60);
    // "01 §4, §9, 02 §9" names spec 01 sections 4 and 9 and spec 02 section 9.
    const covered = new Set<string>();
    for (const { spec } of rows) {
      let doc = '';
      for (const [, named, section] of spec.matchAll(/(0[12] )?§(\d)/g)) {
        doc = named?.trim() ?? doc;
        covered.add(`${doc} §${section}`);
      }
    }
    expect([...covered].sort()).toEqual(['01 §4', '01 §5', '01 §9', '02 §4', '02 §5', '02 §9']);
    const wrong = rows.flatMap(({ rule, file, names }) => {
      if (!file || missing([file]).length > 0) return [`${rule}: no file ${file}`];
      const held = read(file);
      if (names.length === 0) return [`${rule}: no name`];
      return names.filter((name) => !held.includes(name)).map((name) => `${rule}: ${file} lacks ${name}`);
    });
    expect(wrong).toEqual([]);
  });

  it('copies the two specs that the "spec 01 §n" and "spec 02 §n" comments name', () => {
    for (const file of ['01-accounts-games-content.md', '02-money-flows.md'])
      expect(read(`docs/spec/${file}`)).toMatch(/^# Specification: /);
  });
});

/** README.md and the pages of docs/; the decision records are history, kept as they were written. */
const userDocs = [
  'README.md',
  ...readdirSync(join(repoRoot, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`),
];
/** Folders that builds write: a page may name a file in them that a fresh clone has not made yet. */
const BUILT = ['web/dist/', 'scripts/dist/'];

/** A page's text outside fenced code blocks: a `# →` line in a shell example is not a heading. */
function prose(page: string): string {
  return page.replace(/^```[\s\S]*?^```/gm, '');
}

/** The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces as dashes. */
function anchors(page: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const [, heading = ''] of prose(page).matchAll(/^#{1,6} (.+)$/gm)) {
    const slug = heading
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    result.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return result;
}

/** The relative links of a page that lead nowhere: no such file, or no such heading in it. */
function brokenLinks(path: string): string[] {
  const page = read(path);
  return [...prose(page).matchAll(/\]\(([^)\s]+)\)/g)].flatMap(([, target = '']) => {
    if (/^[a-z]+:/.test(target)) return [];
    const [file = '', anchor] = target.split('#');
    const linked = file === '' ? path : join(dirname(path), file);
    if (missing([linked]).length > 0) return [`${path}: ${target} (no ${linked})`];
    if (anchor === undefined || !linked.endsWith('.md')) return [];
    return anchors(read(linked)).has(anchor)
      ? []
      : [`${path}: ${target} (no heading #${anchor} in ${linked})`];
  });
}

describe('README.md and the guides in docs/', () => {
  it('keep the README short enough to read in five minutes', () => {
    // Lines as `wc -l` counts them: one per line end.
    expect(read('README.md').match(/\n/g)?.length).toBeLessThanOrEqual(250);
  });

  it('link only to files and headings that exist', () => {
    expect(userDocs.length).toBeGreaterThan(10);
    expect(userDocs.flatMap(brokenLinks)).toEqual([]);
  });

  it('name only repository files that exist', () => {
    const files = userDocs
      .filter((path) => path !== 'docs/architecture.md')
      .flatMap((path) => namedPaths(read(path)))
      .filter((path) => /\/[^/.][^/]*\.[a-z0-9]+$/i.test(path) && !/[*<]/.test(path))
      .filter((path) => !BUILT.some((folder) => path.startsWith(folder)));
    expect(files.length).toBeGreaterThan(20);
    expect(missing(files)).toEqual([]);
  });

  it('name only npm scripts and CLI commands that exist', () => {
    const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: object }).scripts);
    const cli = new Set([
      ...COMMANDS.map((command) => command.name),
      ...CONTRACT_COMMANDS,
      'help',
      'call',
      'start',
    ]);
    const wrong = userDocs.flatMap((path) => {
      const page = read(path);
      const npm = [...page.matchAll(/npm run ([a-z][\w-]*)/g)]
        .map((match) => match[1] as string)
        .filter((name) => !scripts.includes(name));
      const commands = [
        ...page.matchAll(/(?:npm run sim --|casino-sim)[ \t]+([a-z][a-z-]*)(?:[ \t]+([a-z][a-z-]*))?/g),
      ]
        .filter(([, first = '', second]) => !cli.has(`${first} ${second}`) && !cli.has(first))
        .map(([command]) => command);
      return [...npm, ...commands].map((name) => `${path}: ${name}`);
    });
    expect(wrong).toEqual([]);
  });
});

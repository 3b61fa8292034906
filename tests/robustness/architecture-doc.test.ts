import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md maps each domain to its contract, simulator module and web feature, and
 * each spec rule to the one file that holds it. Every repository path it names in backticks must
 * exist, and each file of the rule table must hold the name the table gives, so a rename or a
 * moved constant that forgets the page fails here.
 */
const repoRoot = join(import.meta.dirname, '..', '..');
const PATH_IN_BACKTICKS = /`((?:contracts|sim-server|web|tests|fixtures|scripts|docs)\/[^`\s]+)`/g;
const text = readFileSync(join(repoRoot, 'docs', 'architecture.md'), 'utf8');

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
    const paths = [...text.matchAll(PATH_IN_BACKTICKS)].map((match) => match[1] as string);
    expect(paths.length).toBeGreaterThan(40);
    expect(paths.filter((path) => !existsSync(join(repoRoot, path)))).toEqual([]);
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
      if (!file || !existsSync(join(repoRoot, file))) return [`${rule}: no file ${file}`];
      const held = readFileSync(join(repoRoot, file), 'utf8');
      if (names.length === 0) return [`${rule}: no name`];
      return names.filter((name) => !held.includes(name)).map((name) => `${rule}: ${file} lacks ${name}`);
    });
    expect(wrong).toEqual([]);
  });

  it('copies the two specs that the "spec 01 §n" and "spec 02 §n" comments name', () => {
    for (const file of ['01-accounts-games-content.md', '02-money-flows.md'])
      expect(readFileSync(join(repoRoot, 'docs', 'spec', file), 'utf8')).toMatch(/^# Specification: /);
  });
});

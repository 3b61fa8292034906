import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md maps each domain to its contract, simulator module and web feature. Every
 * repository path it names in backticks must exist, so a rename that forgets the page fails here.
 */
const repoRoot = join(import.meta.dirname, '..', '..');
const PATH_IN_BACKTICKS = /`((?:contracts|sim-server|web|tests|fixtures|scripts|docs)\/[^`\s]+)`/g;

describe('docs/architecture.md', () => {
  it('names only paths that exist', () => {
    const text = readFileSync(join(repoRoot, 'docs', 'architecture.md'), 'utf8');
    const paths = [...text.matchAll(PATH_IN_BACKTICKS)].map((match) => match[1] as string);
    expect(paths.length).toBeGreaterThan(40);
    expect(paths.filter((path) => !existsSync(join(repoRoot, path)))).toEqual([]);
  });
});

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SOURCE_DIR = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === 'node_modules' ? [] : sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

describe('simulator sources', () => {
  // Web component tests load the simulator through Vite, which rewrites
  // `new URL('./x', import.meta.url)` into an asset import and breaks the file read.
  it('locate their files with path joins, never new URL(relative, import.meta.url)', () => {
    const offenders = sourceFiles(SOURCE_DIR).filter((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
        .some((line) => /new URL\(\s*['`][^'`]*['`]\s*,\s*import\.meta\.url/.test(line)),
    );
    expect(offenders).toEqual([]);
  });
});

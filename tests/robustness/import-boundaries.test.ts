import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = join(import.meta.dirname, '..', '..');
const config = createRequire(import.meta.url)(join(repoRoot, '.dependency-cruiser.cjs')) as IConfiguration;

/** A small tree that breaks each boundary once, cruised with the repository's own rules. */
const files: Record<string, string> = {
  'web/src/features/news/news.ts': "import { vip } from '../vip/vip';\nexport const news = vip;\n",
  'web/src/features/vip/vip.ts': 'export const vip = 1;\n',
  'web/src/shared/ui/box.ts': "import { news } from '../../features/news/news';\nexport const box = news;\n",
  'sim-server/src/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
  'sim-server/src/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
  'contracts/src/money.ts': "import { join } from 'node:path';\nexport const money = join;\n",
  'contracts/src/core/lists.ts': "import { vipRules } from '../vip/rules';\nexport const lists = vipRules;\n",
  'contracts/src/vip/rules.ts': 'export const vipRules = 1;\n',
};

const root = mkdtempSync(join(tmpdir(), 'boundaries-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function violationsOf(tree: Record<string, string>): Promise<string[]> {
  for (const [path, text] of Object.entries(tree)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const { output } = await cruise(['web/src', 'sim-server/src', 'contracts/src'], {
    baseDir: root,
    validate: true,
    ruleSet: { forbidden: config.forbidden ?? [] },
    tsPreCompilationDeps: true,
  });
  const result = output as ICruiseResult;
  return result.summary.violations.map((violation) => `${violation.rule.name}: ${violation.from}`);
}

describe('the import boundaries that lint checks (decision 038)', () => {
  it('fail a feature importing a feature, shared importing a feature, a cycle, contracts on node and contracts core on a domain', async () => {
    const found = await violationsOf(files);
    expect(found).toEqual(
      expect.arrayContaining([
        'features-apart: web/src/features/news/news.ts',
        'shared-below-features: web/src/shared/ui/box.ts',
        'no-circular: sim-server/src/a.ts',
        'contracts-on-zod-alone: contracts/src/money.ts',
        'contracts-core-below-domains: contracts/src/core/lists.ts',
      ]),
    );
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { startSimulator } from './support/simulator';

/**
 * The served API document, read by an outside generator as a client team would: every operation
 * has a unique operationId (a generated client names a function after each) and the TypeScript
 * that `openapi-typescript` makes from `/openapi.json` (the `/api` calls and the QA control
 * plane) compiles under strict settings. Issue 16 and 18: two paths once shared `withdrawConfig`.
 */
describe('the API document for generated clients', () => {
  const folder = mkdtempSync(join(tmpdir(), 'openapi-client-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('has unique operationIds and generates TypeScript that type-checks', async () => {
    const app = await startSimulator();
    const response = await app.inject({ method: 'GET', url: '/openapi.json' });
    await app.close();
    expect(response.statusCode).toBe(200);
    const document = response.json() as { paths: Record<string, Record<string, { operationId?: string }>> };

    const operationIds = Object.values(document.paths).flatMap((item) =>
      Object.values(item).map((operation) => operation.operationId),
    );
    expect(operationIds.filter((id) => id === undefined)).toEqual([]);
    const seen = new Set<string>();
    const repeated = operationIds.filter((id) => id !== undefined && (seen.has(id) || !seen.add(id)));
    expect(repeated).toEqual([]);
    expect(operationIds.length).toBeGreaterThan(100);

    // A .ts file, not .d.ts: skipLibCheck then skips only TypeScript's own library files.
    const file = join(folder, 'api.ts');
    writeFileSync(file, astToString(await openapiTS(document as never)));
    const program = ts.createProgram([file], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      types: [],
      lib: ['lib.es2022.d.ts'],
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    expect(problems).toEqual([]);
  });
});

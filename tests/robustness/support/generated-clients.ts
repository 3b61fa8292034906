import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, expect } from 'vitest';
import { startSimulator } from './simulator';

/**
 * What the generated-client suites share: a folder under the tests package's node_modules (so a
 * usage file finds `openapi-fetch` as a client would), removed after the file; the document the
 * simulator serves; and a strict compile of the generated code with its usage file.
 */
export function clientFolder(prefix: string): string {
  const parent = join(import.meta.dirname, '..', '..', 'node_modules', '.cache');
  mkdirSync(parent, { recursive: true });
  const folder = mkdtempSync(join(parent, prefix));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

/** `/openapi.json` as the simulator serves it, read as an outside generator reads it. */
export async function servedDocument(): Promise<string> {
  const app = await startSimulator();
  const response = await app.inject({ method: 'GET', url: '/openapi.json' });
  await app.close();
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** The diagnostics of a strict compile of `files`, each with the line it points at. */
export function strictCompileProblems(files: string[], lib: string[]): string[] {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    lib,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file?.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    const line = where ? diagnostic.file?.text.split('\n')[where.line]?.trim() : '';
    return `${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')} at: ${line}`;
  });
}

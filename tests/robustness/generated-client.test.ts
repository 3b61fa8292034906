import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { clientFolder, servedDocument, strictCompileProblems } from './support/generated-clients';

/**
 * What a client team writes with an `openapi-fetch` client over the generated types:
 * a sign-in that reads the token once `error` is 0, with no cast (each answer is its own branch,
 * decision 047); calls with no required field sent without a body; a signed-out call (-2); a
 * 400's refused fields; a JSON login next to the form one.
 */
const USAGE = `
import createClient from 'openapi-fetch';
import type { paths } from './api';

const client = createClient<paths>({ baseUrl: 'http://localhost:8080' });

export async function signIn(username: string, password: string): Promise<string> {
  const { data: envelope, error } = await client.POST('/api/sys/auth/login', {
    body: { username, password, type: 'MEMBER' },
    bodySerializer: (body) => new URLSearchParams(body).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  if (!envelope) {
    const fields = error.error === 400 ? error.data.fields.map((refused) => refused.field) : [];
    throw new Error(\`HTTP error \${error.error} \${error.message} \${fields.join()}\`);
  }
  if (envelope.error !== 0) throw new Error(envelope.message);
  return envelope.data.token;
}

export async function signInWithJson(username: string, password: string): Promise<number> {
  const { data: envelope } = await client.POST('/api/sys/auth/login', {
    body: { username, password, type: 'MEMBER' },
  });
  if (!envelope) throw new Error('no answer');
  if (envelope.error !== 0) throw new Error(envelope.message);
  return envelope.data.id;
}

/** No body, no token: the answer may be -2, and the success still narrows. */
export async function withdrawConfig(): Promise<string> {
  const { data: envelope } = await client.POST('/api/sys/withdraw/config');
  if (!envelope) throw new Error('no answer');
  if (envelope.error === -2) return 'sign in first';
  if (envelope.error !== 0) throw new Error(envelope.message);
  return typeof envelope.data;
}

export async function games(): Promise<number> {
  const { data: envelope } = await client.POST('/api/sys/game/all', {});
  if (envelope?.error !== 0) throw new Error(envelope?.message);
  return Object.keys(envelope.data).length;
}
`;

/**
 * The served API document, read by an outside generator as a client team would: every operation
 * has a unique operationId (a generated client names a function after each) and the TypeScript
 * that `openapi-typescript` makes from `/openapi.json` (the `/api` calls and the QA control
 * plane) compiles under strict settings, with a usage file through `openapi-fetch`. Two
 * paths once shared `withdrawConfig`, and a success could not be read.
 */
describe('the API document for generated clients', () => {
  const folder = clientFolder('openapi-client-');

  it('has unique operationIds and generates TypeScript that type-checks', async () => {
    const document = JSON.parse(await servedDocument()) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };

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
    const usage = join(folder, 'usage.ts');
    writeFileSync(usage, USAGE);
    const problems = strictCompileProblems([file, usage], ['lib.es2022.d.ts', 'lib.dom.d.ts']);
    expect(problems).toEqual([]);
  });
});

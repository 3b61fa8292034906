import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generate } from 'orval';
import { describe, expect, it } from 'vitest';
import { clientFolder, servedDocument, strictCompileProblems } from './support/generated-clients';

/**
 * A client team's usage of orval's fetch client, one function per encoding: the form calls the
 * backend takes, a list filter sent as its comma-joined text, a JSON sign-in.
 */
const USAGE = `
import { loginWithJson, loginWithUrlEncoded, newsListPageWithUrlEncoded } from './api';

export async function signIn(username: string, password: string): Promise<string> {
  const answer = await loginWithUrlEncoded({ username, password, type: 'MEMBER' });
  if (answer.status !== 200 || answer.data.error !== 0) throw new Error('refused');
  return answer.data.data.token;
}

export async function signInWithJson(username: string, password: string): Promise<number> {
  const answer = await loginWithJson({ username, password, type: 'MEMBER' });
  if (answer.status !== 200 || answer.data.error !== 0) throw new Error('refused');
  return answer.data.data.id;
}

export async function unreadNews(token: string): Promise<number> {
  const answer = await newsListPageWithUrlEncoded({ status_IN: '0', pageNum: 1 }, { headers: { Authorization: token } });
  return answer.status;
}
`;

/**
 * The served `/openapi.json` through orval, a generator nobody here wrote: its fetch
 * client, split per request encoding as a team that sends forms like the backend's own clients
 * would generate it, compiles under `--strict`. A form body once documented a list filter as
 * `number[] | string`, and orval's form code hands that to `URLSearchParams.append` (56 errors).
 */
describe('the API document through orval', () => {
  const folder = clientFolder('orval-client-');

  it('generates a fetch client (one function per encoding) that type-checks', async () => {
    const documentFile = join(folder, 'openapi.json');
    writeFileSync(documentFile, await servedDocument());

    const file = join(folder, 'api.ts');
    await generate(
      {
        input: { target: documentFile },
        output: {
          target: file,
          client: 'fetch',
          mode: 'single',
          override: { splitByContentType: true },
        },
      },
      folder,
    );
    const usage = join(folder, 'usage.ts');
    writeFileSync(usage, USAGE);
    const problems = strictCompileProblems(
      [file, usage],
      ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    );
    expect(problems.slice(0, 10)).toEqual([]);
  });
});

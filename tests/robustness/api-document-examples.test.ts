import { endpoints } from '@casino/contracts/registry';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiDocument, documentValidator, operationsOf } from './support/api-document';
import { startSimulator } from './support/simulator';

/**
 * The served `/openapi.json` as a backend team reads it: an example on every call's request and
 * answer (the contracts' samples), each valid against the schema beside it under ajv (JSON Schema
 * 2020-12, formats checked); shared shapes under `components.schemas`, referenced where they
 * recur instead of written out at each place. An outside check found no example at all, and the
 * date-time's 300-character pattern written out at every field.
 */

let app: FastifyInstance;
let document: ApiDocument;
let text: string;

beforeAll(async () => {
  app = await startSimulator();
  const response = await app.inject({ method: 'GET', url: '/openapi.json' });
  text = response.body;
  document = response.json() as ApiDocument;
});
afterAll(async () => {
  await app.close();
});

/**
 * Control operations with no sample: a world's export and import carry a whole world file, the
 * latest mail needs a mail sent first, the contract operations a recorded journal.
 */
const WITHOUT_CONTROL_SAMPLE = new Set([
  'exportWorld',
  'importWorld',
  'latestMail',
  'exportContract',
  'setProviderState',
]);

/** Every example of the document, where it stands and the schema it must pass. */
function examplesOf(document: ApiDocument) {
  const found: Array<{ where: string; schema: object; value: unknown }> = [];
  for (const { path, method, operation } of operationsOf(document)) {
    const at = `${method.toUpperCase()} ${path}`;
    for (const parameter of operation.parameters ?? [])
      if (parameter.example !== undefined)
        found.push({ where: `${at} ${parameter.name}`, schema: parameter.schema, value: parameter.example });
    const media = [
      ...Object.entries(operation.requestBody?.content ?? {}).map(([type, item]) => ({
        type: `request ${type}`,
        item,
      })),
      ...Object.entries(operation.responses).flatMap(([status, answer]) =>
        Object.entries(answer.content ?? {}).map(([type, item]) => ({ type: `${status} ${type}`, item })),
      ),
    ];
    for (const { type, item } of media) {
      if (item.example !== undefined)
        found.push({ where: `${at} ${type}`, schema: item.schema, value: item.example });
      for (const [name, example] of Object.entries(item.examples ?? {}))
        found.push({ where: `${at} ${type} ${name}`, schema: item.schema, value: example.value });
    }
  }
  return found;
}

describe('the API document for a backend team', () => {
  it('has an example on every call: its payload and its answer (the control plane: its answer)', () => {
    const missing: string[] = [];
    for (const { path, method, operation } of operationsOf(document)) {
      if (path.startsWith('/__sim')) {
        // The control plane's answers, from contracts/src/control/samples.ts.
        const answers = Object.values(operation.responses).flatMap((answer) =>
          Object.values(answer.content ?? {}),
        );
        const shown = answers.some((media) => media.examples?.success !== undefined);
        if (!shown && !WITHOUT_CONTROL_SAMPLE.has(operation.operationId))
          missing.push(`${method.toUpperCase()} ${path} answer`);
        continue;
      }
      const at = `${method.toUpperCase()} ${path}`;
      const endpoint = endpoints[operation.operationId as keyof typeof endpoints];
      const bodies = Object.entries(operation.requestBody?.content ?? {}).filter(
        ([type]) => type !== 'multipart/form-data',
      );
      const parameters = operation.parameters ?? [];
      // An upload's payload is a file: its example would be a placeholder, not a sample.
      const requestShown =
        bodies.length > 0
          ? bodies.every(([, media]) => media.examples?.valid !== undefined)
          : parameters.length === 0 || parameters.some((parameter) => parameter.example !== undefined);
      if (!requestShown) missing.push(`${at} request`);
      const answer = operation.responses['200']?.content?.['application/json'];
      if (endpoint?.answer !== 'binary' && !answer?.examples?.success) missing.push(`${at} answer`);
      if (!operation.responses['400']?.content?.['application/json']?.examples) missing.push(`${at} 400`);
    }
    expect(missing).toEqual([]);
  });

  it('has examples that pass their own schemas (ajv, JSON Schema 2020-12)', () => {
    const problems = documentValidator(document);
    const examples = examplesOf(document);
    expect(examples.length).toBeGreaterThan(300);
    const failing = examples
      .map(({ where, schema, value }) => ({ where, problems: problems(schema, value) }))
      .filter((example) => example.problems.length > 0)
      .map(({ where, problems: found }) => `${where}: ${found.slice(0, 3).join('; ')}`);
    expect(failing).toEqual([]);
  });

  it('names each shared shape once under components.schemas, and every reference resolves', () => {
    const schemas = document.components.schemas ?? {};
    expect(Object.keys(schemas).length).toBeGreaterThan(20);
    const references = [...text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(references.length).toBeGreaterThan(500);
    expect([...new Set(references)].filter((name) => !(name && name in schemas))).toEqual([]);
    // zod's ISO date-time pattern (leap years and all): written once, in its component.
    const dateTimePattern = text.match(/"pattern":"(\^\(\?:\(\?:[^"]{200,})"/)?.[1];
    expect(dateTimePattern, 'the date-time pattern').toBeDefined();
    expect(text.split(dateTimePattern ?? '').length - 1).toBe(1);
  });

  it('writes no large schema twice: a repeated shape is a component', () => {
    const seen = new Map<string, string[]>();
    const visit = (node: unknown, pointer: string) => {
      if (Array.isArray(node)) for (const [index, item] of node.entries()) visit(item, `${pointer}/${index}`);
      if (!node || typeof node !== 'object' || Array.isArray(node)) return;
      const record = node as Record<string, unknown>;
      const json = JSON.stringify(node);
      // A schema (it has a type or branches) of some size, examples and refusal lists aside.
      if (
        json.length >= 300 &&
        ('type' in record || 'anyOf' in record || 'oneOf' in record || 'pattern' in record)
      )
        seen.set(json, [...(seen.get(json) ?? []), pointer]);
      for (const [key, value] of Object.entries(record))
        if (key !== 'examples' && key !== 'example' && key !== 'x-refusals')
          visit(value, `${pointer}/${key}`);
    };
    visit(document.paths, '#/paths');
    visit(document.components, '#/components');
    const repeated = [...seen.values()]
      .filter((places) => places.length > 1)
      .map((places) => places.slice(0, 3).join(' = '));
    expect(repeated).toEqual([]);
  });
});

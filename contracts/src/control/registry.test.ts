import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../openapi';
import { endpoints } from '../registry';
import { CONTROL_SECURITY_SCHEME, CONTROL_TAG } from './openapi';
import { controlRequestOf, pathParamNames } from './operation';
import { controlOperations } from './registry';

type Operation = {
  operationId: string;
  tags: string[];
  security: unknown[];
  parameters: Array<{ name: string; in: string }>;
  responses: Record<string, { content?: Record<string, { schema: { properties: { data: unknown } } }> }>;
};

const document = buildOpenApiDocument(endpoints, { title: 't', version: '1', controlOperations });
const controlPaths = Object.entries(document.paths).filter(([path]) => path.startsWith('/__sim'));
const controlEntries = controlPaths.flatMap(([path, item]) =>
  Object.entries(item as Record<string, Operation>).map(([method, operation]) => ({
    path,
    method,
    operation,
  })),
);

describe('the control plane contract', () => {
  it('names every operation once, apart from the /api calls', () => {
    const names = Object.keys(controlOperations);
    expect(names).toHaveLength(45);
    expect(names.filter((name) => name in endpoints)).toEqual([]);
    const ids = Object.values(document.paths).flatMap((item) =>
      Object.values(item as Record<string, Operation>).map((operation) => operation.operationId),
    );
    const controlIds = controlEntries.map((entry) => entry.operation.operationId);
    expect(new Set(controlIds).size).toBe(controlIds.length);
    for (const id of controlIds) expect(ids.filter((other) => other === id)).toHaveLength(1);
  });

  it('puts every operation in the document with its key scheme, tag, parameters and typed answer', () => {
    expect(controlEntries).toHaveLength(45);
    expect(document.components.securitySchemes).toHaveProperty(CONTROL_SECURITY_SCHEME, {
      type: 'apiKey',
      in: 'header',
      name: 'X-Sim-Key',
      description: expect.any(String),
    });
    for (const { path, operation } of controlEntries) {
      expect(operation.tags).toEqual([CONTROL_TAG]);
      expect(operation.security).toEqual([{ [CONTROL_SECURITY_SCHEME]: [] }]);
      for (const param of pathParamNames(path)) {
        expect(operation.parameters).toContainEqual(expect.objectContaining({ name: param, in: 'path' }));
      }
      const success = operation.responses['200'] ?? operation.responses['201'];
      const data = success?.content?.['application/json']?.schema.properties.data;
      expect(data, `${operation.operationId} has a typed answer`).toMatchObject({ anyOf: expect.any(Array) });
      expect(operation.responses).toHaveProperty('403');
    }
  });

  it('documents the schedule and the clock moves that run it', () => {
    const schedule = document.paths['/__sim/schedule'] as Record<string, Operation> | undefined;
    expect(schedule?.get?.operationId).toBe('getSchedule');
    const clock = JSON.stringify((document.paths['/__sim/clock'] as Record<string, unknown>).post);
    for (const field of ['toNextEvent', 'untilIdle', 'maxSteps', 'horizon', 'stoppedBy'])
      expect(clock).toContain(`"${field}"`);
  });

  it('documents 503 with Retry-After on the calls that make a world, and only there', () => {
    const makers = controlEntries.filter(({ operation }) => '503' in operation.responses);
    expect(makers.map(({ operation }) => operation.operationId).sort()).toEqual([
      'createWorld',
      'forkWorld',
      'importWorld',
    ]);
    for (const { operation } of makers) {
      // One 503 answer shared by the three (`components.responses`), referred to by each.
      const reference = (operation.responses['503'] as { $ref?: string }).$ref ?? '';
      const shared = (document.components.responses as Record<string, unknown>)[
        reference.split('/').pop() ?? ''
      ];
      expect(shared).toMatchObject({
        description: expect.stringMatching(/SIM_MAX_WORLDS.*SIM_WORLD_LEASE/),
        headers: { 'Retry-After': expect.any(Object) },
      });
    }
    expect(controlRequestOf(controlOperations.exportWorld, { id: 'w-1', journal: 'true' })).toEqual({
      method: 'GET',
      path: '/__sim/worlds/w-1/export?journal=true',
    });
  });

  it('leaves the control plane out when not asked for it', () => {
    const bare = buildOpenApiDocument(endpoints, { title: 't', version: '1' });
    expect(Object.keys(bare.paths).some((path) => path.startsWith('/__sim'))).toBe(false);
    expect(bare.components.securitySchemes).not.toHaveProperty(CONTROL_SECURITY_SCHEME);
  });

  it('turns one input object into the path, query and body of the request', () => {
    expect(controlRequestOf(controlOperations.changeMember, { idOrUsername: 'a b', blocked: true })).toEqual({
      method: 'PATCH',
      path: '/__sim/members/a%20b',
      body: { blocked: true },
    });
    expect(controlRequestOf(controlOperations.latestMail, { to: 'a@b.example', kind: undefined })).toEqual({
      method: 'GET',
      path: '/__sim/outbox/latest?to=a%40b.example',
    });
    expect(controlRequestOf(controlOperations.resetWorld, {})).toEqual({
      method: 'POST',
      path: '/__sim/reset',
      body: {},
    });
    expect(controlRequestOf(controlOperations.removeAllRules)).toEqual({
      method: 'DELETE',
      path: '/__sim/rules',
    });
  });
});

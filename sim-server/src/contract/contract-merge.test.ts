import type { ContractExport } from '@casino/contracts/control/contract';
import type { PactInteraction } from '@casino/contracts/control/pact';
import { describe, expect, it } from 'vitest';
import { mergeContracts } from './contract-merge';

const interaction = (description: string, state: string): PactInteraction => ({
  type: 'Synchronous/HTTP',
  key: description.split(':')[0],
  description,
  pending: false,
  providerStates: [{ name: state }],
  request: { method: 'POST', path: '/api/sys/auth/token/info' },
  response: { status: 200 },
});

const exportOf = (scenario: string, descriptions: string[], paths: string[]): ContractExport => ({
  pact: {
    consumer: { name: 'casino-web' },
    provider: { name: 'casino-backend' },
    interactions: descriptions.map((description) =>
      interaction(description, `world from scenario ${scenario}`),
    ),
    metadata: { pactSpecification: { version: '4.0' }, casinoSim: { scenario } },
  },
  openapi: {
    openapi: '3.1.0',
    paths: Object.fromEntries(paths.map((path) => [path, { post: { operationId: path } }])),
    tags: [{ name: 'auth' }],
  },
  skipped: [{ call: 'POST /api/sys/file/upload', reason: 'an upload (multipart): its files are not kept' }],
});

describe('contract export --world a,b: several worlds in one file', () => {
  it('keeps each world’s interactions under its own state, tells shared descriptions apart, unites the documents', () => {
    const merged = mergeContracts([
      exportOf(
        'rich-member',
        ['tokenInfo: POST /api/sys/auth/token/info, signed in'],
        ['/api/sys/auth/token/info'],
      ),
      exportOf(
        'blocked-member',
        ['tokenInfo: POST /api/sys/auth/token/info, signed in', 'login: POST /api/sys/auth/login'],
        ['/api/sys/auth/login'],
      ),
      exportOf('rich-member', ['tokenInfo: POST /api/sys/auth/token/info, signed in'], []),
    ]);
    expect(merged.pact.interactions.map((entry) => entry.description)).toEqual([
      'tokenInfo: POST /api/sys/auth/token/info, signed in',
      'tokenInfo: POST /api/sys/auth/token/info, signed in (world from scenario blocked-member)',
      'login: POST /api/sys/auth/login',
    ]);
    expect(merged.pact.metadata.casinoSim).toEqual({
      scenarios: ['rich-member', 'blocked-member', 'rich-member'],
    });
    expect(Object.keys(merged.openapi.paths as object).sort()).toEqual([
      '/api/sys/auth/login',
      '/api/sys/auth/token/info',
    ]);
    expect(merged.openapi.tags).toEqual([{ name: 'auth' }]);
    expect(merged.skipped).toHaveLength(1);
  });
});

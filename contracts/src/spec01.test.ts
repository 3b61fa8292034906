import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { authEndpoints } from './auth/endpoints';
import { authSamples } from './auth/samples';
import { contentEndpoints } from './content/endpoints';
import { contentSamples } from './content/samples';
import type { EndpointDefinition } from './core/endpoint';
import { envelopeSchema } from './core/envelope';
import { decodeFormValues, encodeFormValues } from './core/form-values';
import { parseListQuery } from './core/query-words';
import { findUndeclaredKeys } from './core/strict-keys';
import { filesEndpoints } from './files/endpoints';
import { filesSamples } from './files/samples';
import { gameListFields, gamesEndpoints } from './games/endpoints';
import { gamesSamples } from './games/samples';
import { inviteEndpoints } from './invites/endpoints';
import { invitesSamples } from './invites/samples';
import { memberEndpoints } from './member/endpoints';
import { memberSamples } from './member/samples';
import { newsEndpoints, newsListFields } from './news/endpoints';
import { newsSamples } from './news/samples';
import { referenceEndpoints } from './reference/endpoints';
import { referenceSamples } from './reference/samples';
import { settingsEndpoints } from './settings/endpoints';
import { settingsSamples } from './settings/samples';
import { vipEndpoints } from './vip/endpoints';
import { vipSamples } from './vip/samples';

const groups = [
  authEndpoints,
  memberEndpoints,
  inviteEndpoints,
  newsEndpoints,
  settingsEndpoints,
  referenceEndpoints,
  contentEndpoints,
  gamesEndpoints,
  filesEndpoints,
  // The VIP club's levels are spec 01; the VIP store beside them in vip.ts is spec 02.
  { vipLevelListAll: vipEndpoints.vipLevelListAll },
];
const endpoints: Record<string, EndpointDefinition> = Object.assign({}, ...groups);
const spec01Samples = {
  ...authSamples,
  ...memberSamples,
  ...invitesSamples,
  ...newsSamples,
  ...settingsSamples,
  ...referenceSamples,
  ...contentSamples,
  ...gamesSamples,
  ...filesSamples,
  vipLevelListAll: vipSamples.vipLevelListAll,
};
const samples: Record<string, (typeof spec01Samples)[keyof typeof spec01Samples]> = spec01Samples;

describe('spec 01 endpoints', () => {
  it('has no key defined twice across groups', () => {
    const total = groups.reduce((sum, group) => sum + Object.keys(group).length, 0);
    expect(Object.keys(endpoints)).toHaveLength(total);
  });

  it('has unique paths that start with "/" and no /api prefix', () => {
    const paths = Object.values(endpoints).map((endpoint) => endpoint.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) {
      expect(path).toMatch(/^\//);
      expect(path.startsWith('/api/')).toBe(false);
    }
  });

  it('has a sample for every endpoint and no sample without one', () => {
    expect(Object.keys(samples).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it('marks every GET as a query call and every binary answer as GET', () => {
    for (const endpoint of Object.values(endpoints)) {
      expect(endpoint.method === 'GET').toBe(endpoint.encoding === 'query');
      if (endpoint.answer === 'binary') expect(endpoint.method).toBe('GET');
    }
  });

  it('turns every request and answer into JSON Schema (for the OpenAPI document)', () => {
    for (const endpoint of Object.values(endpoints)) {
      expect(() => z.toJSONSchema(endpoint.request, { io: 'input' })).not.toThrow();
      expect(() => z.toJSONSchema(endpoint.response)).not.toThrow();
    }
  });

  for (const [key, endpoint] of Object.entries(endpoints)) {
    describe(`${key} (${endpoint.path})`, () => {
      const sample = samples[key];

      it('accepts the valid request and answer', () => {
        expect(sample).toBeDefined();
        if (!sample) return;
        const request = endpoint.request.safeParse(sample.validRequest);
        expect(request.error?.issues ?? []).toEqual([]);
        const response = endpoint.response.safeParse(sample.validResponse);
        expect(response.error?.issues ?? []).toEqual([]);
        expect(findUndeclaredKeys(endpoint.response, sample.validResponse)).toEqual([]);
        if (endpoint.answer !== 'binary') {
          const envelope = envelopeSchema(endpoint.response).safeParse({
            error: 0,
            message: 'ok',
            data: sample.validResponse,
          });
          expect(envelope.success).toBe(true);
        }
      });

      if (endpoint.encoding === 'form' || endpoint.encoding === 'query') {
        it('accepts the valid request after a trip through form encoding', () => {
          if (!sample) return;
          const wire = Object.fromEntries(encodeFormValues(sample.validRequest as Record<string, unknown>));
          const decoded = decodeFormValues(endpoint.request, wire);
          expect(endpoint.request.safeParse(decoded).error?.issues ?? []).toEqual([]);
        });
      }

      it('refuses the invalid request, naming the field', () => {
        if (!sample) return;
        const result = endpoint.request.safeParse(sample.invalidRequest);
        expect(result.success).toBe(false);
        const paths = (result.error?.issues ?? []).map((issue) => issue.path.join('.'));
        expect(paths).toContain(sample.invalidField);
      });
    });
  }
});

describe('query words on the spec 01 list schemas', () => {
  const gameList = gamesEndpoints.gameListPage.request;
  const newsList = newsEndpoints.newsListPage.request;

  it('refuses a field that is not allow-listed', () => {
    const result = gameList.safeParse({ password_EQ: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it('refuses filtering the game history by member (the token decides)', () => {
    expect(gamesEndpoints.gameHistoryPage.request.safeParse({ memberId_EQ: 7 }).success).toBe(false);
  });

  it('accepts _IN as an array or a comma-joined string', () => {
    expect(gameList.safeParse({ category_IN: ['Slots', 'Table Games'] }).success).toBe(true);
    expect(gameList.safeParse({ id_IN: '1,2,3' }).success).toBe(true);
    expect(gameList.safeParse({ id_IN: [1, 'two'] }).success).toBe(false);
    const parsed = parseListQuery({ id_IN: '1,2,3' }, gameListFields);
    expect(parsed.filters).toEqual([{ field: 'id', op: 'IN', value: [1, 2, 3] }]);
  });

  it('accepts sort keys with ASC or DESC and orders them by priority', () => {
    const payload = { name_1: 'ASC', totalPlayCount_0: 'DESC' } as const;
    expect(gameList.safeParse(payload).success).toBe(true);
    expect(gameList.safeParse({ name_0: 'asc' }).success).toBe(false);
    const parsed = parseListQuery(payload, gameListFields);
    expect(parsed.sort.map((key) => key.field)).toEqual(['totalPlayCount', 'name']);
  });

  it("reads the news page the client sends, with the client's page size", () => {
    const payload = { pageNum: 1, pageSize: 20, createTime_0: 'DESC', memberId_EQ: 1001 } as const;
    expect(newsList.safeParse(payload).success).toBe(true);
    const parsed = parseListQuery(payload, newsListFields);
    expect(parsed).toMatchObject({
      pageNum: 1,
      pageSize: 20,
      filters: [{ field: 'memberId', op: 'EQ', value: 1001 }],
    });
  });

  it('caps the game page size at 300', () => {
    expect(gameList.safeParse({ pageSize: 300 }).success).toBe(true);
    expect(gameList.safeParse({ pageSize: 301 }).success).toBe(false);
  });
});

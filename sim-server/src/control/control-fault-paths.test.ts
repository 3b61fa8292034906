import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { userDocs } from '../testing/user-docs';
import { control } from './control-test-support';
import { pathsOfFault } from './fault-paths';

/** Faults act only if their pattern hits an `/api` call of the contracts. */
describe('fault patterns', () => {
  it('refuses a pattern that matches no /api call, naming it and the nearest calls, and stores nothing', async () => {
    const app = await createTestApp();
    const typo = await control(app, 'POST', '/faults', { pathPattern: '/api/sys/deposti/**', drop: true });
    expect(typo.status).toBe(400);
    expect(typo.message).toMatch(/^pathPattern: \/api\/sys\/deposti\/\*\* matches no \/api call/);
    expect(typo.message).toMatch(/Nearest calls: \/api\/sys\/deposit\//);
    const oneSegment = await control(app, 'POST', '/faults', {
      pathPattern: '/sys/deposit/creditcard/*/x',
      error: { code: 1201 },
    });
    expect(oneSegment.status).toBe(400);
    expect(oneSegment.message).toContain('/api/sys/deposit/creditcard/deposit');
    expect(
      (await control(app, 'POST', '/faults', { pathPattern: '^/api/nothing$', drop: true })).status,
    ).toBe(400);
    expect((await control(app, 'GET', '/faults')).data).toEqual([]);
  });

  it('takes globs with or without /api, ** across segments, and regular expressions that match a call', async () => {
    const app = await createTestApp();
    for (const pathPattern of ['/api/sys/deposit/**', '/sys/deposit/*/deposit', '^/api/sys/withdraw/'])
      expect(
        (await control(app, 'POST', '/faults', { pathPattern, latencyMs: 10 })).status,
        pathPattern,
      ).toBe(201);
  });

  it("keeps the docs' fault examples true: each matches, and a deposit example hits the card deposit", () => {
    const patterns = userDocs().flatMap(({ text }) =>
      [...text.matchAll(/fault\s+'([^']+)'/g)].map((match) => match[1] ?? ''),
    );
    expect(patterns.length).toBeGreaterThan(2);
    for (const pattern of patterns) expect(pathsOfFault(pattern), pattern).not.toEqual([]);
    for (const pattern of patterns.filter((text) => text.includes('deposit')))
      expect(pathsOfFault(pattern), pattern).toContain('/api/sys/deposit/creditcard/deposit');
  });
});

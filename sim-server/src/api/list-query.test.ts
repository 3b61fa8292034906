import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { describe, expect, it } from 'vitest';
import { createTestApp, envelopeOf, postJson } from '../testing/test-app';

type GamePage = { content: Array<{ name: string; vendor: string }>; totalElements: number };

describe('list query words over HTTP', () => {
  it('finds games by part of their name, ignoring case, with wildcards taken literally', async () => {
    const app = await createTestApp();
    const all = envelopeOf(await postJson(app, '/base/game/listPage', { pageSize: 300 })).data as GamePage;
    const sample = all.content[5]?.name ?? '';
    const part = sample.slice(1, 5).toUpperCase();
    const found = envelopeOf(await postJson(app, '/base/game/listPage', { name_LIKE: part, pageSize: 300 }))
      .data as GamePage;
    expect(found.content.length).toBeGreaterThan(0);
    for (const game of found.content) expect(game.name.toLowerCase()).toContain(part.toLowerCase());
    const literal = envelopeOf(await postJson(app, '/base/game/listPage', { name_LIKE: '%' }))
      .data as GamePage;
    expect(literal.totalElements).toBe(0);
  });

  it('combines the search with a provider filter', async () => {
    const app = await createTestApp();
    const first = (envelopeOf(await postJson(app, '/base/game/listPage', { pageSize: 1 })).data as GamePage)
      .content[0];
    const page = envelopeOf(
      await postJson(app, '/base/game/listPage', {
        vendor: first?.vendor,
        name_LIKE: first?.name.slice(0, 3),
        pageSize: 300,
      }),
    ).data as GamePage;
    expect(page.content.every((game) => game.vendor === first?.vendor)).toBe(true);
  });

  it('refuses _LIKE on a field that is not searchable, naming it', async () => {
    const app = await createTestApp();
    const body = envelopeOf(await postJson(app, '/base/game/listPage', { vendor_LIKE: 'x' }));
    expect(body.error).toBe(400);
    expect(body.message).toMatch(/vendor_LIKE/);
  });

  it('refuses an `_IN` of more than 100 values with a 400 naming the limit, signed out too', async () => {
    const app = await createTestApp();
    const ids = Array.from({ length: 32_766 }, (_, index) => index + 1);
    for (const list of [ids, ids.join(',')]) {
      const response = await postJson(app, '/base/game/listPage', { id_IN: list });
      expect(response.statusCode).toBe(400);
      const body = envelopeOf(response);
      expect(body.error).toBe(ApiErrorCode.VALIDATION_FAILED);
      expect(body.message).toContain('at most 100 values');
    }
    const hundred = await postJson(app, '/base/game/listPage', { id_IN: ids.slice(0, 100), pageSize: 300 });
    expect(envelopeOf(hundred).error).toBe(0);
  });
});

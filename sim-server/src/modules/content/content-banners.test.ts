import { bannerFixtures } from '@casino/fixtures/content';
import { contentTranslations } from '@casino/fixtures/translations/index';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files } from '../../db/schema/index';
import { ownWorld } from '../../plugins/world-parts';
import { createTestApp, envelopeOf, postJson } from '../../testing/test-app';

interface BannerAnswer {
  id: number;
  image: number;
  mobileImage: number;
  link: string | null;
  type: number;
  gameId: number | null;
  sortIndex: number;
  enabled: number;
}

const enabledCount = bannerFixtures.filter((banner) => banner.enabled).length;

describe('home banners', () => {
  it('lists the enabled banners by sortIndex, as the app asks', async () => {
    const app = await createTestApp();
    const body = envelopeOf(await postJson(app, '/base/banner/listAll', { enabled: 1, sortIndex_0: 'ASC' }));
    expect(body.error).toBe(0);
    const banners = body.data as BannerAnswer[];
    expect(banners).toHaveLength(enabledCount);
    expect(banners.every((banner) => banner.enabled === 1)).toBe(true);
    const order = banners.map((banner) => banner.sortIndex);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('never shows a disabled banner, even when asked for one', async () => {
    const app = await createTestApp();
    const asked = envelopeOf(await postJson(app, '/base/banner/listAll', { enabled: 0 }));
    expect(asked.data).toEqual([]);
    const unfiltered = envelopeOf(await postJson(app, '/base/banner/listAll', {}));
    expect((unfiltered.data as BannerAnswer[]).map((banner) => banner.enabled)).not.toContain(0);
  });

  it('sorts the other way when asked', async () => {
    const app = await createTestApp();
    const body = envelopeOf(await postJson(app, '/base/banner/listAll', { sortIndex_0: 'DESC' }));
    const order = (body.data as BannerAnswer[]).map((banner) => banner.sortIndex);
    expect(order).toEqual([...order].sort((a, b) => b - a));
  });

  it('links some banners inside the app and others to games 1 and 2', async () => {
    const app = await createTestApp();
    const banners = envelopeOf(
      await postJson(app, '/base/banner/listAll', { enabled: 1, sortIndex_0: 'ASC' }),
    ).data as BannerAnswer[];
    const gameBanners = banners.filter((banner) => banner.gameId !== null);
    expect(gameBanners.map((banner) => banner.gameId).sort()).toEqual([1, 2]);
    expect(gameBanners.every((banner) => banner.link === null)).toBe(true);
    const linked = banners.filter((banner) => banner.gameId === null);
    expect(linked.length).toBeGreaterThan(0);
    for (const banner of linked) {
      expect(banner.type).toBe(0);
      expect(banner.link).toMatch(/^\//);
    }
  });

  it('stores a small desktop and mobile SVG for every banner', async () => {
    const app = await createTestApp();
    const banners = envelopeOf(await postJson(app, '/base/banner/listAll', {})).data as BannerAnswer[];
    for (const banner of banners) {
      const desktop = ownWorld(app).db.select().from(files).where(eq(files.id, banner.image)).get();
      const mobile = ownWorld(app).db.select().from(files).where(eq(files.id, banner.mobileImage)).get();
      expect(desktop).toMatchObject({ mimeType: 'image/svg+xml', width: 1920, height: 480, memberId: null });
      expect(mobile).toMatchObject({ mimeType: 'image/svg+xml', width: 750, height: 280, memberId: null });
      for (const file of [desktop, mobile]) {
        const svg = file?.bytes.toString('utf8') ?? '';
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
        expect(svg).toContain('sans-serif');
        expect(svg).not.toMatch(/<script|\son\w+=/i);
        expect(file?.size).toBeLessThan(4096);
      }
    }
  });

  it('names the linked game on the hot-slot banner and escapes it', async () => {
    const app = await createTestApp();
    const banners = envelopeOf(await postJson(app, '/base/banner/listAll', {})).data as BannerAnswer[];
    const hotSlot = banners.find((banner) => banner.gameId === 1);
    const file = ownWorld(app)
      .db.select()
      .from(files)
      .where(eq(files.id, hotSlot?.image ?? 0))
      .get();
    const svg = file?.bytes.toString('utf8') ?? '';
    expect(svg).toContain('Hot new slot:');
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });
});

describe('banner titles (ours: the alt text)', () => {
  const listIn = async (language: string) => {
    const app = await createTestApp();
    const answer = await app.inject({
      method: 'POST',
      url: '/api/base/banner/listAll',
      headers: { 'content-type': 'application/json', 'x-fe-lang': language },
      payload: JSON.stringify({ enabled: 1, sortIndex_0: 'ASC' }),
    });
    return envelopeOf(answer).data as (BannerAnswer & { title: string | null })[];
  };

  it('carries the words of each picture, translated with the picture', async () => {
    const english = await listIn('en');
    const german = await listIn('de');
    const words = contentTranslations.de?.content.banners['first-deposit'];
    expect(english.map((banner) => banner.title)).toContain(
      '100% First Deposit Bonus up to 200. Deposit 10 or more and we double it',
    );
    expect(words).toBeDefined();
    expect(german.map((banner) => banner.title)).toContain(`${words?.headline}. ${words?.subline}`);
    expect(english.every((banner) => banner.title && !banner.title.includes('{gameName}'))).toBe(true);
  });
});

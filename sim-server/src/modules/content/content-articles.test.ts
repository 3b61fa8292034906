import { articleIds } from '@casino/contracts/content/article-ids';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { type ArticleSlug, articleFixtures } from '@casino/fixtures/content';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files } from '../../db/schema/index';
import { ownWorld } from '../../plugins/world-parts';
import { createTestApp, envelopeOf, postForm } from '../../testing/test-app';

const SITE = { SITE_NAME: 'Probe & Sons Casino', SITE_DOMAIN: 'probe-casino.test' };

/** Constants of spec 01 section 9 and spec 02 section 9 each article must state. */
const constantsBySlug: Record<ArticleSlug, (string | RegExp)[]> = {
  terms: [
    '50 times',
    'one account',
    '7 days',
    '200 EUR',
    '180 days',
    '5 EUR',
    '15,000 EUR',
    '14 days',
    '24 hours',
    '5 days',
    'Cyprus',
    '18',
    '24/7',
    '1%',
    'up to 2',
    '3 months',
    '1 to 7 business days',
  ],
  privacyPolicy: [
    '7 days',
    '72 hours',
    "28 days' notice",
    'fee of 10',
    '1 to 7 business days',
    '3 months',
    'Cyprus',
  ],
  privacyPolicySite: ['7 days', '72 hours', "28 days' notice", 'fee of 10', 'support@probe-casino.test'],
  userAgreement: ['00:00 to 23:59 UTC', 'relatives', '18 years', 'Cyprus', '24/7'],
  aboutUs: ['Cyprus', '24/7', '18', 'support@probe-casino.test'],
  banking: [
    'probe-casino.test',
    'Mastercard',
    '12 hours',
    'minimum cash-out is 25',
    '24 to 72 hours',
    '15,000 EUR',
  ],
  withdrawalRules: [
    'minimum withdrawal is 25',
    '24 to 72 hours',
    'up to 6 files',
    'JPEG, PNG or BMP',
    '5 MB',
    '1 to 7 business days',
    '3 months',
    '15,000 EUR',
    'half',
  ],
  promotions: [
    '100%',
    'up to a bonus of 200',
    'at least 10',
    '90 days',
    'free bonus of 5',
    '200 EUR',
    'Monday 00:01 UTC to Sunday 23:59 UTC',
    'below 1',
    '00:00 to 23:59 UTC',
    'relatives',
    '18',
    /<img data-href="\/branchIndex\/help" src="\/api\/sys\/file\/get\?id=\d+"/,
  ],
  cashoutRules: [
    'at least 25',
    '24 to 72 hours',
    'up to 6 files',
    '200–2,000',
    '30,001–50,000',
    '<td>600</td>',
  ],
  cryptoGuide: [
    'Get a wallet',
    'Choose an exchange',
    'Buy crypto',
    'Transfer to your wallet',
    'Deposit at',
    'Tips',
    '<details>',
  ],
  vipClub: [
    '400',
    '5%',
    '8%',
    '12%',
    '15%',
    '20%',
    'one point for every 10',
    'Mondays',
    'minimum payment is 1',
  ],
  messageCentre: ['newest 20', 'marks it as read'],
  helpHome: ['24/7', 'support@probe-casino.test'],
  myAccountInfo: ['18', '180 days', '5 EUR', 'Up to 6 files', '5 MB', '1 to 7 business days', '3 months'],
  depositRules: [
    'minimum deposit is 10',
    '5,000',
    '12 hours',
    '24 hours',
    '5 days',
    '100% bonus up to 200',
    '90 days',
  ],
  bonusRules: ['50 times', 'one bonus', '7 days', '200 EUR', 'is 2', '1%', '00:00 to 23:59 UTC', 'relatives'],
  casinoRules: ['malfunction voids', '1%', '18'],
  tableGamesInfo: ['Blackjack', 'Roulette', 'Baccarat'],
  blackjack: ['3 to 2', 'stands on all 17s', 'Insurance', 'six decks', 'Split', 'Double'],
  cashierInfo: ['10 to 5,000', 'minimum is 25', '24 to 72 hours', '12 hours', '24/7'],
  bonusInfo: ['50 times', 'one active bonus', '7 days', '200 EUR', 'free sign-up bonus of 5'],
  bonusTerms: [
    '100% up to 200',
    'Minimum deposit 10',
    '90 days',
    '200 EUR',
    '50 times',
    'up to 2',
    '1%',
    '7 days',
    '00:00 to 23:59 UTC',
    '14 days',
  ],
};

/** The generic privacy policy is the one article that names no site. */
const withoutSiteName: ArticleSlug[] = ['privacyPolicy'];

async function fetchArticle(app: Awaited<ReturnType<typeof createTestApp>>, id: number) {
  return envelopeOf(await postForm(app, '/base/article/get', { id: String(id) }));
}

describe('articles', () => {
  it('answers every article of the id map with its constants, the site filled in and safe HTML', async () => {
    const app = await createTestApp({ env: SITE });
    for (const [slug, id] of Object.entries(articleIds) as [ArticleSlug, number][]) {
      const body = await fetchArticle(app, id);
      expect(body.error, slug).toBe(0);
      const article = body.data as {
        id: number;
        content: string;
        backgroundColor: string;
        fontColor: string;
      };
      expect(article.id).toBe(id);
      for (const constant of constantsBySlug[slug])
        expect.soft(article.content, `${slug}: ${constant}`).toMatch(constant);
      if (!withoutSiteName.includes(slug)) expect(article.content, slug).toContain('Probe &amp; Sons Casino');
      expect(article.content, slug).not.toMatch(/\{(siteName|siteDomain|siteEmail|promotionsImageId)\}/);
      expect(article.content, slug).not.toMatch(/<script/i);
      expect(article.content, slug).not.toMatch(/\son\w+\s*=/i);
      expect(article.content, slug).not.toMatch(/javascript:/i);
      expect(article.content, slug).not.toMatch(/lorem ipsum/i);
      expect(article.backgroundColor).not.toBe(article.fontColor);
    }
  });

  it('seeds exactly the articles of the map', () => {
    expect(articleFixtures.map((article) => article.id).sort((a, b) => a - b)).toEqual(
      Object.values(articleIds).sort((a, b) => a - b),
    );
  });

  it('links the promotions image to a help route and serves a stored image', async () => {
    const app = await createTestApp();
    const content = ((await fetchArticle(app, articleIds.promotions)).data as { content: string }).content;
    const fileId = Number(
      /data-href="\/branchIndex\/help" src="\/api\/sys\/file\/get\?id=(\d+)"/.exec(content)?.[1],
    );
    const file = ownWorld(app).db.select().from(files).where(eq(files.id, fileId)).get();
    expect(file?.mimeType).toBe('image/svg+xml');
  });

  it('keeps the generic privacy policy free of the site name', async () => {
    const app = await createTestApp({ env: SITE });
    const body = await fetchArticle(app, articleIds.privacyPolicy);
    expect((body.data as { content: string }).content).not.toContain('Probe');
  });

  it('answers NOT_FOUND for an unknown article id', async () => {
    const app = await createTestApp();
    const body = await fetchArticle(app, 9999);
    expect(body.error).toBe(ApiErrorCode.NOT_FOUND);
    expect(body.data ?? null).toBeNull();
  });

  it('refuses an id that is not a positive number', async () => {
    const app = await createTestApp();
    const body = envelopeOf(await postForm(app, '/base/article/get', { id: 'terms' }));
    expect(body.error).toBe(ApiErrorCode.VALIDATION_FAILED);
  });
});

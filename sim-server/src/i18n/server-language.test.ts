import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { articleFixtures, bannerFixtures, promotionFixtures } from '@casino/fixtures/content';
import { translatedLanguages } from '@casino/fixtures/languages';
import { contentTranslations, englishContent } from '@casino/fixtures/translations/index';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { files } from '../db/schema/index';
import { ensureSignUpReference, mailsTo, register } from '../modules/auth/auth-test-support';
import { signedInMember } from '../modules/content/content-test-support';
import { ownWorld } from '../plugins/world-parts';
import { createTestApp, envelopeOf, postForm } from '../testing/test-app';
import { englishServerTexts, type ServerTextKey } from './server-texts';
import { serverTextsByLanguage } from './texts/index';
import { translateServerText } from './translate';

const SITE = { SITE_NAME: 'Probe Casino', SITE_DOMAIN: 'probe-casino.test' };
const languages = Object.keys(contentTranslations) as (keyof typeof contentTranslations)[];

/** POSTs a form as the app does, in a language. */
const call = (
  app: FastifyInstance,
  path: string,
  payload: Record<string, string>,
  language?: string,
  token?: string,
) => postForm(app, path, payload, token, language ? { 'x-fe-lang': language } : {});

/** Tags in order with the attributes that link or identify (alt and titles are words, so left out). */
const structureOf = (html: string) =>
  [...html.matchAll(/<\/?([a-z0-9]+)([^>]*)>/g)].map(([, tag, attributes = '']) => {
    const kept = [...attributes.matchAll(/\s(href|src|id|data-href|width|height)="([^"]*)"/g)].map(
      // The promotions picture is the language's own copy: same kind of link, another file id.
      ([, name, value]) => `${name}=${value?.replace(/file\/get\?id=\d+/, 'file/get?id=N')}`,
    );
    return [tag, ...kept].join(' ');
  });

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\{\w+\}|[\w.+-]+@[\w.-]+|Probe Casino|probe-casino\.test/g, ' ')
    .replace(/\s+/g, ' ');

/** English sentences of four words or more: none may survive a translation. */
const englishSentences = (html: string) =>
  textOf(html)
    .split(/[.!?:;()–]/)
    .map((part) => part.trim())
    // Lists of names (`BTC, ETH, USDT`) are the same in every language; sentences have lowercase words.
    .filter((part) => part.split(' ').filter((word) => /^[a-z]{2,}$/.test(word)).length >= 3);

/** Words that only an English sentence has. */
const ENGLISH_WORDS = /\b(the|and|your|you|with|this|that|from|which|will|must|are|when|our)\b/i;

describe('server content in the player language (X-FE-LANG)', () => {
  it.each(languages)('serves every article in %s, with the English structure and links', async (language) => {
    const app = await createTestApp({ env: SITE });
    for (const article of articleFixtures) {
      const english = envelopeOf(await call(app, '/base/article/get', { id: String(article.id) }, 'en'));
      const local = envelopeOf(await call(app, '/base/article/get', { id: String(article.id) }, language));
      const source = (english.data as { content: string }).content;
      const content = (local.data as { content: string }).content;
      expect(content, `${language} ${article.slug}`).not.toBe(source);
      expect(structureOf(content), `${language} ${article.slug}`).toEqual(structureOf(source));
      for (const sentence of englishSentences(source)) {
        expect(content, `${language} ${article.slug} keeps English`).not.toContain(sentence);
      }
      expect(textOf(content), `${language} ${article.slug}`).not.toMatch(ENGLISH_WORDS);
    }
  });

  it.each(languages)('draws banners and pop-ups in %s and translates the pop-up button', async (language) => {
    const app = await createTestApp();
    const listIn = async (lang: string) =>
      (
        envelopeOf(await call(app, '/base/banner/listAll', { enabled: '1', sortIndex_0: 'ASC' }, lang))
          .data as {
          image: number;
          mobileImage: number;
        }[]
      ).flatMap((banner) => [banner.image, banner.mobileImage]);
    const english = await listIn('en');
    const local = await listIn(language);
    expect(local).toHaveLength(english.length);
    const translation = contentTranslations[language];
    const headlines = Object.values(translation?.content.banners ?? {}).map(
      (art) => art.headline.split('{')[0] ?? '',
    );
    for (const [index, id] of local.entries()) {
      expect(id).not.toBe(english[index]);
      const svg = ownWorld(app)
        .db.select({ bytes: files.bytes })
        .from(files)
        .where(eq(files.id, id))
        .get()
        ?.bytes.toString()
        .replace(/&#39;|&apos;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&');
      expect(
        headlines.some((headline) => svg?.includes(headline.trim().split(/\s/)[0]?.slice(0, 4) ?? '')),
        `banner ${id}`,
      ).toBe(true);
    }
    const token = signedInMember(app, { credited: false, childCount: 0 });
    const popup = envelopeOf(await call(app, '/sys/promotion/current', {}, language, token)).data as {
      buttonText: string;
    };
    expect(popup.buttonText).toBe(translation?.content.promotions.DEPOSIT.buttonText);
    expect(popup.buttonText).not.toBe(promotionFixtures.find((p) => p.action === 'DEPOSIT')?.buttonText);
  });

  it('answers English for a language it does not ship, and for none', async () => {
    const app = await createTestApp();
    const terms = (lang?: string) =>
      call(app, '/base/article/get', { id: '1' }, lang).then((response) => envelopeOf(response).data);
    expect(await terms('xx')).toEqual(await terms());
    expect(await terms('de-AT')).toEqual(await terms('de'));
  });
});

describe('server texts (refusals, news, mails)', () => {
  const present = Object.entries(serverTextsByLanguage);
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();

  it.each(present)('%s has every text, with the same placeholders, translated', (_language, target) => {
    for (const [key, english] of Object.entries(englishServerTexts) as [ServerTextKey, string][]) {
      const text = target?.texts[key] ?? '';
      expect(placeholders(text), key).toEqual(placeholders(english));
      expect(text, key).not.toBe(english);
    }
  });

  it.each(present)('%s: every refusal and news template is recognised and translated', (language, target) => {
    const samples: Record<string, string> = {
      money: '1234.50 EUR',
      money2: '25.00 EUR',
      count: '3',
      minutes: '15',
      have: '1',
      year: '2036',
      id: '42',
      time: '2026-11-23 10:00 UTC',
      period: '7-day',
      kind: 'loss',
      level: 'Gold',
      code: 'XX',
      country: 'YY',
    };
    for (const [key, english] of Object.entries(englishServerTexts) as [ServerTextKey, string][]) {
      if (key.startsWith('mail')) continue;
      const message = english.replace(/\{(\w+)\}/g, (_, name: string) => samples[name] ?? name);
      const translated = translateServerText(message, language as 'de');
      const expectedStart = target?.texts[key].split('{')[0] ?? '';
      expect(translated, key).toContain(expectedStart);
      expect(translated, key).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      if (english.includes('{money}')) expect(translated, key).not.toContain('1234.50 EUR');
    }
  });

  it('formats money and numbers with Intl for the reader', () => {
    expect(translateServerText('The minimum withdrawal is 1234.50 EUR', 'de')).toBe(
      `Die Mindestauszahlung beträgt ${new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' }).format(1234.5)}`,
    );
    expect(translateServerText('The minimum withdrawal is 1234.50 EUR', 'en')).toBe(
      'The minimum withdrawal is 1234.50 EUR',
    );
    expect(translateServerText('An operator wrote this', 'de')).toBe('An operator wrote this');
  });

  it('refuses a wrong password in German and in Japanese', async () => {
    const app = await createTestApp();
    const refusal = async (lang: string) =>
      envelopeOf(
        await call(app, '/sys/auth/login', { username: 'demo', password: 'wrong!', type: 'MEMBER' }, lang),
      );
    const german = await refusal('de');
    expect(german.error).toBe(ApiErrorCode.BAD_CREDENTIALS);
    expect(german.message).toBe(serverTextsByLanguage.de?.texts.badCredentials);
    if (serverTextsByLanguage.ja) {
      expect((await refusal('ja')).message).toBe(serverTextsByLanguage.ja.texts.badCredentials);
    }
    expect((await refusal('en')).message).toBe(englishServerTexts.badCredentials);
  });

  it('writes the activation mail in the language the player signed up in', async () => {
    const app = await createTestApp({ env: SITE });
    ensureSignUpReference(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/sys/auth/register',
      headers: { 'content-type': 'application/json', 'x-fe-lang': 'de' },
      payload: JSON.stringify((await import('../modules/auth/auth-test-support')).validRegistration()),
    });
    expect(envelopeOf(response).error).toBe(0);
    const [mail] = mailsTo(app, 'jane.doe@example.com');
    expect(mail?.subject).toBe('Aktiviere dein Konto bei Probe Casino');
    expect(mail?.body).toMatch(/^Hallo Jane,/);
    expect(mail?.body).toContain('Dein Benutzername ist janedoe.');
    expect(mail?.body).toMatch(/Dein Team von Probe Casino$/);
    expect(mail?.body).not.toMatch(ENGLISH_WORDS);
    // The English mail is unchanged.
    await register(app, { username: 'englishjoe', email: 'joe@example.com' });
    expect(mailsTo(app, 'joe@example.com')[0]?.subject).toBe('Activate your Probe Casino account');
  });

  it('reads the seeded news of demo in German', async () => {
    const app = await createTestApp();
    const login = envelopeOf(
      await call(app, '/sys/auth/login', { username: 'demo', password: 'Demo1234!', type: 'MEMBER' }),
    );
    const token = (login.data as { token: string }).token;
    const page = envelopeOf(
      await call(app, '/base/news/listPage', { pageNum: '1', pageSize: '20' }, 'de', token),
    ).data as {
      content: { message: string }[];
    };
    expect(page.content.length).toBeGreaterThan(0);
    for (const item of page.content) expect(item.message).not.toMatch(ENGLISH_WORDS);
  });

  it('has every article and content text in all nine languages', () => {
    expect(Object.keys(contentTranslations).sort()).toEqual([...translatedLanguages].sort());
    expect(Object.keys(serverTextsByLanguage).sort()).toEqual([...translatedLanguages].sort());
    expect(Object.keys(englishContent.content.banners).sort()).toEqual(
      bannerFixtures.map((banner) => banner.key).sort(),
    );
  });
});

import type { LanguageValue } from '@casino/contracts/core/enums';
import {
  type ArticleSlug,
  type ArtText,
  bannerFixtures,
  type PromotionActionFixture,
  promotionFixtures,
} from '@casino/fixtures/content';
import { contentTranslations } from '@casino/fixtures/translations/index';
import type { BannerKey } from '@casino/fixtures/translations/translation-types';
import { eq } from 'drizzle-orm';
import type { SimDb } from '../../db/database';
import { games } from '../../db/schema/index';
import { localizedFileId, promotionsImageIdIn } from './content-art-i18n';
import type { ArticleRow, BannerRow, PromotionRow } from './content-repository';
import { bannerTitle, fillArticlePlaceholders, supportEmailOf } from './content-text';

/**
 * Content in the player's language (`X-FE-LANG`). The database holds the English content the
 * operator's back office would hold; the other languages are its translations, picked here on
 * the way out: article texts from the fixtures' translations, and generated pictures by name
 * (`banner-x.svg` has `banner-x.de.svg` beside it, see content-art-i18n). English, an unknown
 * language (answered as English) and content without a translation are answered as stored.
 */

export interface SiteIdentity {
  siteName: string;
  siteDomain: string;
}

export function localizedArticle(
  db: SimDb,
  row: ArticleRow,
  language: LanguageValue,
  site: SiteIdentity,
  now: number,
): ArticleRow {
  if (language === 'en') return row;
  const text = contentTranslations[language].articles[row.slug as ArticleSlug];
  if (!text) return row;
  const content = fillArticlePlaceholders(text.content, {
    ...site,
    siteEmail: supportEmailOf(site.siteDomain),
    promotionsImageId: text.content.includes('{promotionsImageId}')
      ? promotionsImageIdIn(db, language, now)
      : 0,
  });
  return { ...row, title: text.title, content };
}

export function localizedBanner(db: SimDb, row: BannerRow, language: LanguageValue, now: number): BannerRow {
  if (language === 'en') return row;
  return {
    ...row,
    image: localizedFileId(db, row.image, language, now),
    mobileImage: localizedFileId(db, row.mobileImage, language, now),
    title: localizedBannerTitle(db, row, language),
  };
}

/** A seeded banner's words in `language`; an operator's own title stays as written. */
function localizedBannerTitle(db: SimDb, row: BannerRow, language: LanguageValue): string {
  if (language === 'en' || row.title === '') return row.title;
  const gameName =
    row.gameId === null
      ? undefined
      : db.select({ name: games.name }).from(games).where(eq(games.id, row.gameId)).get()?.name;
  // As content-seed names the game (its fallback when the game is missing).
  const named = (art: ArtText, fallback = 'our newest game') => ({
    ...art,
    headline: art.headline.replaceAll('{gameName}', gameName ?? fallback),
  });
  const seeded = bannerFixtures.find(
    (banner) => bannerTitle(named(banner.art, banner.fallbackGameName)) === row.title,
  );
  const words = seeded && contentTranslations[language]?.content.banners[seeded.key as BannerKey];
  return seeded && words ? bannerTitle(named(words, seeded.fallbackGameName)) : row.title;
}

/** The operator's own button text stays as written; the seeded one is translated. */
export function localizedPromotion(
  db: SimDb,
  row: PromotionRow,
  language: LanguageValue,
  now: number,
): PromotionRow {
  if (language === 'en') return row;
  const action = row.action as PromotionActionFixture;
  const seeded = promotionFixtures.find((promotion) => promotion.action === action);
  const translated = contentTranslations[language].content.promotions[action];
  const buttonText =
    translated && seeded && row.buttonText === seeded.buttonText ? translated.buttonText : row.buttonText;
  return {
    ...row,
    buttonText,
    bgImg: localizedFileId(db, row.bgImg, language, now),
    mobileBgImg: localizedFileId(db, row.mobileBgImg, language, now),
  };
}

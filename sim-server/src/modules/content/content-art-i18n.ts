import type { ArtPalette, ArtText } from '@casino/fixtures/content';
import { bannerFixtures, promotionFixtures, promotionsArticleImage } from '@casino/fixtures/content';
import type { TranslatedLanguage } from '@casino/fixtures/languages';
import { contentTranslations } from '@casino/fixtures/translations/index';
import { and, eq, isNull } from 'drizzle-orm';
import type { SimDb } from '../../db/database';
import { files } from '../../db/schema/index';
import { storeFile } from '../files/file-store';
import { ART_SIZES, type ArtSize, artworkSvg } from './content-art';
import { withGameName } from './content-seed';

/** Name of a generated picture's copy in another language: `banner-x.svg` → `banner-x.de.svg`. */
export const localizedFileName = (fileName: string, language: TranslatedLanguage) =>
  fileName.replace(/\.svg$/, `.${language}.svg`);

const operatorFileNamed = (db: SimDb, fileName: string) =>
  db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.fileName, fileName), isNull(files.memberId)))
    .get();

/**
 * Draws the banners, pop-ups and the promotions article's picture of one language, beside the
 * English ones (same names with the language before `.svg`, same palettes, sizes, decoration
 * and games; only the words differ). Done the first time a language is asked for rather than at
 * seed time: nine languages of pictures would double the cost of every fresh world, and most
 * worlds (tests) never show a picture. Idempotent; runs in one transaction.
 */
export function ensureLocalizedArt(db: SimDb, language: TranslatedLanguage, now: number) {
  const marker = localizedFileName('article-promotions.svg', language);
  if (operatorFileNamed(db, marker)) return;
  const translation = contentTranslations[language].content;
  db.transaction((tx) => {
    // The same order as the English seed, so each copy gets its English twin's decoration.
    let variant = 0;
    const store = (size: ArtSize, text: ArtText, palette: ArtPalette, english: string) =>
      storeFile(tx, {
        memberId: null,
        mimeType: 'image/svg+xml',
        bytes: Buffer.from(artworkSvg(size, text, palette, variant++), 'utf8'),
        fileName: localizedFileName(english, language),
        width: size.width,
        height: size.height,
        now,
      });
    for (const banner of bannerFixtures) {
      const art = withGameName(
        tx,
        translation.banners[banner.key as keyof typeof translation.banners],
        banner.gameId,
        banner.fallbackGameName ?? '',
      );
      store(ART_SIZES.bannerDesktop, art, banner.palette, `banner-${banner.key}.svg`);
      store(ART_SIZES.bannerMobile, art, banner.palette, `banner-${banner.key}-mobile.svg`);
    }
    for (const promotion of promotionFixtures) {
      const art = withGameName(
        tx,
        translation.promotions[promotion.action].art,
        promotion.gameId,
        promotion.fallbackGameName ?? '',
      );
      const name = `promotion-${promotion.action.toLowerCase()}`;
      store(ART_SIZES.popupDesktop, art, promotion.palette, `${name}.svg`);
      store(ART_SIZES.popupMobile, art, promotion.palette, `${name}-mobile.svg`);
    }
    store(
      ART_SIZES.bannerMobile,
      translation.promotionsImage,
      promotionsArticleImage.palette,
      'article-promotions.svg',
    );
  });
}

/** The id of an operator picture's copy in `language` (drawn on first use), or the same id. */
export function localizedFileId(
  db: SimDb,
  fileId: number,
  language: TranslatedLanguage,
  now: number,
): number {
  const source = db
    .select({ fileName: files.fileName })
    .from(files)
    .where(and(eq(files.id, fileId), isNull(files.memberId)))
    .get();
  if (!source?.fileName.endsWith('.svg')) return fileId;
  ensureLocalizedArt(db, language, now);
  return operatorFileNamed(db, localizedFileName(source.fileName, language))?.id ?? fileId;
}

/** The file id of the promotions article's picture in `language`. */
export function promotionsImageIdIn(db: SimDb, language: TranslatedLanguage, now: number): number {
  ensureLocalizedArt(db, language, now);
  return operatorFileNamed(db, localizedFileName('article-promotions.svg', language))?.id ?? 0;
}

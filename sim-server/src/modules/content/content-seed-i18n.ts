import type { LanguageValue } from '@casino/contracts/enums';
import {
  type ArtPalette,
  type ArtText,
  bannerFixtures,
  promotionFixtures,
  promotionsArticleImage,
} from '@casino/fixtures/content';
import type { TranslatedLanguage } from '@casino/fixtures/languages';
import { contentTranslations } from '@casino/fixtures/translations/index';
import { ART_SIZES, type ArtSize } from './content-art';
import { localizedFileName } from './content-i18n';

type StoreArt = (size: ArtSize, text: ArtText, palette: ArtPalette, fileName: string) => number;
type WithGameName = (text: ArtText, gameId: number | null, fallback?: string) => ArtText;

/**
 * The generated pictures of banners, pop-ups and the promotions article in every translated
 * language, stored beside the English ones under the English name with the language before
 * `.svg` (content-i18n picks them by that name). Same palettes, sizes and games; only the words
 * differ.
 */
export function seedLocalizedArt(storeArt: StoreArt, withGameName: WithGameName) {
  for (const [language, translation] of Object.entries(contentTranslations) as [
    TranslatedLanguage,
    NonNullable<(typeof contentTranslations)[TranslatedLanguage]>,
  ][]) {
    const name = (english: string) => localizedFileName(english, language as LanguageValue);
    for (const banner of bannerFixtures) {
      const words = translation.content.banners[banner.key as keyof typeof translation.content.banners];
      if (!words) continue;
      const art = withGameName(words, banner.gameId, banner.fallbackGameName);
      storeArt(ART_SIZES.bannerDesktop, art, banner.palette, name(`banner-${banner.key}.svg`));
      storeArt(ART_SIZES.bannerMobile, art, banner.palette, name(`banner-${banner.key}-mobile.svg`));
    }
    for (const promotion of promotionFixtures) {
      const words = translation.content.promotions[promotion.action].art;
      const art = withGameName(words, promotion.gameId, promotion.fallbackGameName);
      const base = `promotion-${promotion.action.toLowerCase()}`;
      storeArt(ART_SIZES.popupDesktop, art, promotion.palette, name(`${base}.svg`));
      storeArt(ART_SIZES.popupMobile, art, promotion.palette, name(`${base}-mobile.svg`));
    }
    storeArt(
      ART_SIZES.bannerMobile,
      translation.content.promotionsImage,
      promotionsArticleImage.palette,
      name('article-promotions.svg'),
    );
  }
}

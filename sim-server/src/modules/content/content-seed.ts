import {
  type ArtPalette,
  type ArtText,
  articleFixtures,
  bannerFixtures,
  promotionFixtures,
  promotionsArticleImage,
} from '@casino/fixtures/content';
import { eq } from 'drizzle-orm';
import type { SimDb, SimTransaction } from '../../db/database';
import { articles, banners, games, promotions } from '../../db/schema/index';
import type { SeedContext } from '../../db/seed-context';
import { storeFile } from '../files/file-store';
import { ART_SIZES, type ArtSize, artworkSvg } from './content-art';
import { bannerTitle, fillArticlePlaceholders, supportEmailOf } from './content-text';

/** Seeds the content tables of a fresh database from @casino/fixtures (deterministic). */
export function seedContent(tx: SimTransaction, context: SeedContext) {
  let variant = 0;
  const storeArt = (size: ArtSize, text: ArtText, palette: ArtPalette, fileName: string) =>
    storeFile(tx, {
      memberId: null,
      mimeType: 'image/svg+xml',
      bytes: Buffer.from(artworkSvg(size, text, palette, variant++), 'utf8'),
      fileName,
      width: size.width,
      height: size.height,
      now: context.now,
    });
  for (const banner of bannerFixtures) {
    const art = withGameName(tx, banner.art, banner.gameId, banner.fallbackGameName ?? NO_GAME_NAME);
    tx.insert(banners)
      .values({
        image: storeArt(ART_SIZES.bannerDesktop, art, banner.palette, `banner-${banner.key}.svg`),
        mobileImage: storeArt(ART_SIZES.bannerMobile, art, banner.palette, `banner-${banner.key}-mobile.svg`),
        title: bannerTitle(art),
        link: banner.link ?? '',
        type: banner.type,
        gameId: banner.gameId,
        sortIndex: banner.sortIndex,
        enabled: banner.enabled ? 1 : 0,
      })
      .run();
  }

  for (const promotion of promotionFixtures) {
    const art = withGameName(tx, promotion.art, promotion.gameId, promotion.fallbackGameName ?? NO_GAME_NAME);
    const name = `promotion-${promotion.action.toLowerCase()}`;
    tx.insert(promotions)
      .values({
        buttonText: promotion.buttonText,
        action: promotion.action,
        gameId: promotion.gameId,
        bgImg: storeArt(ART_SIZES.popupDesktop, art, promotion.palette, `${name}.svg`),
        mobileBgImg: storeArt(ART_SIZES.popupMobile, art, promotion.palette, `${name}-mobile.svg`),
        enabled: promotion.enabled ? 1 : 0,
      })
      .run();
  }

  const promotionsImageId = storeArt(
    ART_SIZES.bannerMobile,
    promotionsArticleImage.art,
    promotionsArticleImage.palette,
    'article-promotions.svg',
  );
  const placeholders = {
    siteName: context.siteName,
    siteDomain: context.siteDomain,
    siteEmail: supportEmailOf(context.siteDomain),
    promotionsImageId,
  };
  tx.insert(articles)
    .values(
      articleFixtures.map((article) => ({
        id: article.id,
        slug: article.slug,
        title: article.title,
        content: fillArticlePlaceholders(article.content, placeholders),
        backgroundColor: article.backgroundColor,
        fontColor: article.fontColor,
        padding: article.padding,
      })),
    )
    .run();
}

/** The English headline's words where a fixture names neither a game there nor a fallback. */
const NO_GAME_NAME = 'our newest game';

/**
 * The art's headline with `{gameName}` filled in: the game's name when the game is there (games
 * are seeded before content), else the fallback.
 */
export function withGameName(db: SimDb, text: ArtText, gameId: number | null, fallback: string): ArtText {
  const game =
    gameId === null
      ? undefined
      : db.select({ name: games.name }).from(games).where(eq(games.id, gameId)).get();
  return { ...text, headline: text.headline.replaceAll('{gameName}', game?.name ?? fallback) };
}

import { bannerTypeSchema } from '@casino/contracts/content/enums';
import type { Article, Banner } from '@casino/contracts/content/schemas';
import type { ApiHandlers } from '../../api/handlers';
import { notFound } from '../../errors';
import { localizedArticle, localizedBanner } from './content-i18n';
import { type ArticleRow, type BannerRow, findArticle, listEnabledBanners } from './content-repository';
import { currentPromotionFor } from './content-service';

/** Handlers of the content calls: articles, the home carousel and the promotion popup. */
export function createContentHandlers() {
  return {
    articleGet: ({ input, app, language }) => {
      const row = findArticle(app.db, input.id);
      if (!row) throw notFound('Article');
      const site = { siteName: app.env.SITE_NAME, siteDomain: app.env.SITE_DOMAIN };
      return toArticle(localizedArticle(app.db, row, language, site, app.clock.now()));
    },

    bannerListAll: ({ input, app, language }) =>
      listEnabledBanners(app.db, input).map((row) =>
        toBanner(localizedBanner(app.db, row, language, app.clock.now())),
      ),

    currentPromotion: ({ requireMember, app, language }) =>
      currentPromotionFor(app.db, requireMember(), language, app.clock.now()),
  } satisfies Partial<ApiHandlers>;
}

/** Empty colours and padding read as "use the app's default" (null in the contract). */
function toArticle(row: ArticleRow): Article {
  return {
    id: row.id,
    content: row.content,
    backgroundColor: row.backgroundColor || null,
    fontColor: row.fontColor || null,
    padding: row.padding || null,
  };
}

function toBanner(row: BannerRow): Banner {
  return {
    id: row.id,
    image: row.image,
    mobileImage: row.mobileImage,
    title: row.title === '' ? null : row.title,
    link: row.link === '' ? null : row.link,
    type: bannerTypeSchema.parse(row.type),
    gameId: row.gameId,
    sortIndex: row.sortIndex,
    enabled: row.enabled === 1 ? 1 : 0,
  };
}

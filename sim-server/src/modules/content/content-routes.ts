import type { Article, Banner } from '@casino/contracts/entities/content';
import { bannerTypeSchema } from '@casino/contracts/enums';
import { endpoints } from '@casino/contracts/registry';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../api/implement';
import { notFound } from '../../errors';
import { type ArticleRow, type BannerRow, findArticle, listEnabledBanners } from './content-repository';
import { currentPromotionFor } from './content-service';

/** Handlers of the content calls: articles, the home carousel and the promotion popup. */
export async function registerContentRoutes(app: FastifyInstance) {
  implement(app, endpoints.articleGet, ({ input, app }) => {
    const row = findArticle(app.db, input.id);
    if (!row) throw notFound('Article');
    return toArticle(row);
  });

  implement(app, endpoints.bannerListAll, ({ input, app }) =>
    listEnabledBanners(app.db, input).map(toBanner),
  );

  implement(app, endpoints.currentPromotion, ({ requireMember, app }) =>
    currentPromotionFor(app.db, requireMember()),
  );
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
    link: row.link === '' ? null : row.link,
    type: bannerTypeSchema.parse(row.type),
    gameId: row.gameId,
    sortIndex: row.sortIndex,
    enabled: row.enabled === 1 ? 1 : 0,
  };
}

import { bannerListFields } from '@casino/contracts/content/endpoints';
import type { PromotionActionValue } from '@casino/contracts/content/enums';
import { and, asc, eq } from 'drizzle-orm';
import { type ColumnMap, listAll } from '../../api/list-query';
import type { SimDb } from '../../db/database';
import { articles, banners, promotions } from '../../db/schema/index';

export type ArticleRow = typeof articles.$inferSelect;
export type BannerRow = typeof banners.$inferSelect;
export type PromotionRow = typeof promotions.$inferSelect;

/** What a banner list may filter and sort on. */
const bannerColumns: ColumnMap = {
  id: banners.id,
  type: banners.type,
  enabled: banners.enabled,
  sortIndex: banners.sortIndex,
};

export function findArticle(db: SimDb, id: number): ArticleRow | null {
  return db.select().from(articles).where(eq(articles.id, id)).get() ?? null;
}

/**
 * Banners for the home carousel. Disabled banners are drafts of the operator: a public list
 * never shows them, whatever the payload asks.
 */
export function listEnabledBanners(db: SimDb, payload: object): BannerRow[] {
  return listAll(db, banners, payload, {
    fields: bannerListFields,
    columns: bannerColumns,
    scope: [eq(banners.enabled, 1)],
    defaultOrder: [asc(banners.sortIndex), asc(banners.id)],
  });
}

/** The enabled promotion for an action (the lowest id when the operator made several), or null. */
export function findEnabledPromotion(db: SimDb, action: PromotionActionValue): PromotionRow | null {
  return (
    db
      .select()
      .from(promotions)
      .where(and(eq(promotions.action, action), eq(promotions.enabled, 1)))
      .orderBy(asc(promotions.id))
      .get() ?? null
  );
}

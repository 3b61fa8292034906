import { newsListFields } from '@casino/contracts/news/endpoints';
import { NewsStatus } from '@casino/contracts/news/enums';
import { and, count, desc, eq } from 'drizzle-orm';
import { listPage } from '../../api/list-query';
import type { SimDb } from '../../db/database';
import { news } from '../../db/schema/index';
import { convertFieldFilters } from '../reference/list-payload';

export type NewsRow = typeof news.$inferSelect;

export function countUnreadNews(db: SimDb, memberId: number): number {
  return (
    db
      .select({ n: count() })
      .from(news)
      .where(and(eq(news.memberId, memberId), eq(news.status, NewsStatus.UNREAD)))
      .get()?.n ?? 0
  );
}

/** Times travel as ISO strings and are stored as epoch ms; an unreadable time matches nothing. */
const toEpochMs = (value: unknown) => {
  const ms = Date.parse(String(value));
  return Number.isNaN(ms) ? -1 : ms;
};

/** A page of one member's news; newest first unless the payload sorts otherwise. */
export function listMemberNews(db: SimDb, memberId: number, payload: object) {
  return listPage(db, news, convertFieldFilters(payload, 'createTime', toEpochMs), {
    fields: newsListFields,
    columns: {
      id: news.id,
      memberId: news.memberId,
      type: news.type,
      status: news.status,
      createTime: news.createTime,
    },
    scope: [eq(news.memberId, memberId)],
    defaultOrder: [desc(news.createTime), desc(news.id)],
  });
}

export function findNews(db: SimDb, id: number): NewsRow | null {
  return db.select().from(news).where(eq(news.id, id)).get() ?? null;
}

export function markNewsRead(db: SimDb, id: number) {
  db.update(news).set({ status: NewsStatus.READ }).where(eq(news.id, id)).run();
}

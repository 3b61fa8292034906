import { NewsStatus, type NewsTypeValue } from '@casino/contracts/news/enums';
import type { SimDb } from '../../db/database';
import { news } from '../../db/schema/index';

export interface NewsInput {
  memberId: number;
  message: string;
  /** withdraw 0 (a withdrawal changed status), share 10 (invite rewards). */
  type: NewsTypeValue;
  now: number;
}

/**
 * Writes an unread message-centre item for a member. Other modules call it inside their own
 * transaction (a withdrawal's status change, an invite reward), so the item commits with the
 * change it reports. Returns the item's id.
 */
export function addNews(db: SimDb, input: NewsInput): number {
  return db
    .insert(news)
    .values({
      memberId: input.memberId,
      message: input.message,
      type: input.type,
      status: NewsStatus.UNREAD,
      createTime: input.now,
    })
    .returning({ id: news.id })
    .get().id;
}

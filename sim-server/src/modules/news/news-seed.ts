import { seedNewsItems } from '@casino/fixtures/news';
import { eq, sql } from 'drizzle-orm';
import type { SimTransaction } from '../../db/database';
import { members, news } from '../../db/schema/index';
import type { SeedContext } from '../../db/seed-context';

const MINUTE_MS = 60_000;

/**
 * Seeds the demo member's message centre (one unread withdraw notice, one unread share
 * notice, one read). Members are seeded before news; an item whose member is missing is
 * skipped, so the seed stays valid whatever the member fixtures hold.
 */
export function seedNews(tx: SimTransaction, context: SeedContext) {
  for (const item of seedNewsItems) {
    const member = tx
      .select({ id: members.id })
      .from(members)
      .where(eq(sql`lower(${members.username})`, item.username.toLowerCase()))
      .get();
    if (!member) continue;
    tx.insert(news)
      .values({
        memberId: member.id,
        message: item.message,
        type: item.type,
        status: item.status,
        createTime: context.now - item.minutesAgo * MINUTE_MS,
      })
      .run();
  }
}

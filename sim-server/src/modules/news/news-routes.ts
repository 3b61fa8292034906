import type { LanguageValue } from '@casino/contracts/core/enums';
import { newsStatusSchema, newsTypeSchema } from '@casino/contracts/news/enums';
import type { FastifyInstance } from 'fastify';
import type { ApiHandlers } from '../../api/handlers';
import { assertOwnMemberId } from '../../api/member-scope';
import { forbidden, notFound } from '../../errors';
import { translateServerText } from '../../i18n/translate';
import { equalityValuesOf } from '../reference/list-payload';
import { countUnreadNews, findNews, listMemberNews, markNewsRead, type NewsRow } from './news-repository';

// Items are written in English and read in the member's language of the moment.
const toNewsItem = (row: NewsRow, language: LanguageValue) => ({
  id: row.id,
  message: translateServerText(row.message, language),
  type: newsTypeSchema.parse(row.type),
  status: newsStatusSchema.parse(row.status),
  memberId: row.memberId,
  createTime: new Date(row.createTime).toISOString(),
});

/** The member's message centre: unread count, newest-first list, mark read. */
export function createNewsHandlers(app: FastifyInstance) {
  return {
    newsUnreadCount: ({ input, requireMember }) => {
      const member = requireMember();
      assertOwnMemberId(member, input.memberId);
      return countUnreadNews(app.db, member.id);
    },

    newsListPage: ({ input, requireMember, language }) => {
      const member = requireMember();
      // The client sends memberId_EQ; asking for anyone else's news is refused, not emptied.
      for (const memberId of equalityValuesOf(input, 'memberId')) {
        if (Number(memberId) !== member.id) throw forbidden();
      }
      const page = listMemberNews(app.db, member.id, input);
      return { ...page, content: page.content.map((row) => toNewsItem(row, language)) };
    },

    setNewsStatus: ({ input, requireMember }) => {
      const member = requireMember();
      const item = findNews(app.db, input.id);
      if (!item) throw notFound('News item');
      if (item.memberId !== member.id) throw forbidden();
      markNewsRead(app.db, item.id);
      return null;
    },
  } satisfies Partial<ApiHandlers>;
}

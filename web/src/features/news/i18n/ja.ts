import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  news: {
    title: 'お知らせ',
    empty: 'メッセージはまだありません。',
    unreadCount: '未読メッセージ: {{count}} 件',
    unread: '未読',
    read: '既読',
    types: {
      withdraw: '出金',
      share: '招待',
    },
  },
};

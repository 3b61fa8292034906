import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  news: {
    title: 'Nachrichten',
    empty: 'Du hast noch keine Nachrichten.',
    unreadCount: 'Ungelesene Nachrichten: {{count}}',
    unread: 'Ungelesen',
    read: 'Gelesen',
    types: {
      withdraw: 'Auszahlung',
      share: 'Einladung',
    },
  },
};

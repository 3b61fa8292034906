import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  news: {
    title: 'Haberler',
    empty: 'Henüz mesajınız yok.',
    unreadCount: 'Okunmamış mesajlar: {{count}}',
    unread: 'Okunmadı',
    read: 'Okundu',
    types: {
      withdraw: 'Para çekme',
      share: 'Davet',
    },
  },
};

import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  news: {
    title: 'Actualités',
    empty: 'Vous n’avez encore aucun message.',
    unreadCount: 'Messages non lus : {{count}}',
    unread: 'Non lu',
    read: 'Lu',
    types: {
      withdraw: 'Retrait',
      share: 'Invitation envoyée',
    },
  },
};

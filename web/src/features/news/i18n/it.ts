import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  news: {
    title: 'Notizie',
    empty: 'Non hai ancora messaggi.',
    unreadCount: 'Messaggi da leggere: {{count}}',
    unread: 'Da leggere',
    read: 'Letto',
    types: {
      withdraw: 'Prelievo',
      share: 'Invito',
    },
  },
};

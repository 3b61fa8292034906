import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  news: {
    title: 'Noticias',
    empty: 'Aún no tienes mensajes.',
    unreadCount: 'Mensajes sin leer: {{count}}',
    unread: 'Sin leer',
    read: 'Leído',
    types: {
      withdraw: 'Retiro',
      share: 'Invitación',
    },
  },
};

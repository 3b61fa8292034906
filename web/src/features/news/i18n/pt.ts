import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  news: {
    title: 'Notícias',
    empty: 'Você ainda não tem mensagens.',
    unreadCount: 'Mensagens não lidas: {{count}}',
    unread: 'Não lida',
    read: 'Lida',
    types: {
      withdraw: 'Saque',
      share: 'Convite',
    },
  },
};

import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  news: {
    title: 'Mga balita',
    empty: 'Wala ka pang mensahe.',
    unreadCount: 'Mga hindi pa nababasa: {{count}}',
    unread: 'Hindi pa nababasa',
    read: 'Nabasa na',
    types: {
      withdraw: 'Pag-withdraw',
      share: 'Imbitasyon',
    },
  },
};

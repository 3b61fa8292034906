import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  news: {
    title: 'Uutiset',
    empty: 'Sinulla ei ole vielä viestejä.',
    unreadCount: 'Lukemattomia viestejä: {{count}}',
    unread: 'Lukematon',
    read: 'Luettu',
    types: {
      withdraw: 'Kotiutus',
      share: 'Kutsu',
    },
  },
};

import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  restriction: {
    title: 'Dienst nicht verfügbar',
    message: 'Es tut uns leid: Unsere Dienste werden an deinem Standort nicht angeboten.',
    ok: 'Verstanden',
  },
};

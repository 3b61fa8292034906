import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  restriction: {
    title: 'Servizio non disponibile',
    message: 'Ci dispiace: i nostri servizi non sono offerti nella tua zona.',
    ok: 'Ho capito',
  },
};

import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  restriction: {
    title: 'Service indisponible',
    message: 'Désolés : nos services ne sont pas proposés dans votre région.',
    ok: 'Compris',
  },
};

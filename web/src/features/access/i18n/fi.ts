import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  restriction: {
    title: 'Palvelu ei ole käytettävissä',
    message: 'Valitettavasti palvelumme eivät ole saatavilla sijainnissasi.',
    ok: 'Selvä',
  },
};

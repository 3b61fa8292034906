import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  restriction: {
    title: 'Servicio no disponible',
    message: 'Lo sentimos: nuestros servicios no están disponibles en tu ubicación.',
    ok: 'Entendido',
  },
};

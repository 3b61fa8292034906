import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  restriction: {
    title: 'Serviço indisponível',
    message: 'Lamentamos: nossos serviços não estão disponíveis na sua região.',
    ok: 'Entendi',
  },
};

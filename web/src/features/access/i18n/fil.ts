import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  restriction: {
    title: 'Hindi available ang serbisyo',
    message: 'Paumanhin: hindi ibinibigay ang aming serbisyo sa iyong lokasyon.',
    ok: 'Sige',
  },
};

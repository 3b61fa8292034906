import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  restriction: {
    title: 'Hizmet kullanılamıyor',
    message: 'Üzgünüz: hizmetlerimiz bulunduğunuz konumda sunulmamaktadır.',
    ok: 'Tamam',
  },
};

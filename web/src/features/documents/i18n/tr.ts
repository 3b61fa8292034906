import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  documents: {
    title: 'Belge yükle',
    loading: 'Belgeleriniz yükleniyor',
    statusLabel: 'Durum:',
    status: {
      notUploaded: 'Yüklenmedi',
      auditing: 'İnceleniyor',
      approved: 'Onaylandı',
      failed: 'İnceleme başarısız, lütfen tekrar yükleyin',
      submitted: 'Gönderildi',
    },
    intro:
      'Dört belgenin hepsini yükleyin. İnceleme 1 ile 7 iş günü sürer; adres belgesi son 3 aya ait olmalıdır.',
    onFile: 'Kayıtlı belgeler',
    idProof: 'Kimlik belgesi',
    holdProof: 'Kimliğinizi tuttuğunuz fotoğraf',
    addressProof: 'Adres belgesi',
    paymentProof: 'Ödeme belgesi',
    missing: 'Lütfen yükleyin: {{proof}}',
    submit: 'Belgeleri gönder',
    success: 'Belgeleriniz incelemeye gönderildi.',
  },
};

import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  contact: {
    title: 'Bize ulaşın',
    intro: 'Destek ekibimiz 7/24 hizmetinizde. Bize nasıl ulaşmak istediğinizi seçin.',
    sendEmail: 'Bize e-posta gönderin',
    startChat: 'Canlı sohbeti başlat',
    telegram: 'Telegram’da bizimle sohbet edin',
    whatsapp: 'WhatsApp: +{{number}}',
    whatsappQr: 'WhatsApp’ta bizimle sohbet etmek için tarayın',
    formTitle: 'Bize mesaj gönderin',
    formNote: 'E-posta programınız mesaj hazır şekilde açılır.',
    name: 'Ad soyad',
    username: 'Kullanıcı adı',
    email: 'E-posta',
    phone: 'Telefon numarası',
    queryType: 'Talep türü',
    message: 'Mesaj',
    send: 'E-posta oluştur',
    nameRequired: 'Ad gerekli',
    emailRequired: 'E-posta gerekli',
    emailInvalid: 'E-posta geçersiz',
    queryTypeRequired: 'Lütfen bir talep türü seçin',
    messageRequired: 'Mesaj gerekli',
    phoneInvalid: 'Lütfen yalnızca rakam girin',
  },
  liveChat: {
    title: 'Canlı sohbet',
    connecting: 'Destek ekibimize bağlanıyorsunuz…',
    unavailable: 'Canlı sohbet şu anda kullanılamıyor. Lütfen daha sonra deneyin veya bize e-posta gönderin.',
  },
  language: {
    title: 'Dilinizi seçin',
    current: 'Geçerli dil',
  },
};

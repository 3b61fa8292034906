import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  contact: {
    title: 'Makipag-ugnayan',
    intro: 'Bukas ang aming support team 24/7. Piliin kung paano mo kami gustong kontakin.',
    sendEmail: 'Padalhan kami ng e-mail',
    startChat: 'Simulan ang live na chat',
    telegram: 'Mag-chat sa amin sa Telegram',
    whatsapp: 'WhatsApp: +{{number}}',
    whatsappQr: 'I-scan para mag-chat sa amin sa WhatsApp',
    formTitle: 'Padalhan kami ng mensahe',
    formNote: 'Magbubukas ang iyong e-mail program na handa na ang mensahe.',
    name: 'Pangalan',
    username: 'Username mo',
    email: 'E-mail address',
    phone: 'Numero ng telepono',
    queryType: 'Uri ng tanong',
    message: 'Mensahe',
    send: 'Gumawa ng e-mail',
    nameRequired: 'Kailangan ang pangalan',
    emailRequired: 'Kailangan ang e-mail',
    emailInvalid: 'Hindi wasto ang e-mail',
    queryTypeRequired: 'Pumili ng uri ng tanong',
    messageRequired: 'Kailangan ang mensahe',
    phoneInvalid: 'Mga numero lamang',
  },
  liveChat: {
    title: 'Live na chat',
    connecting: 'Ikinokonekta ka sa aming support team…',
    unavailable: 'Hindi available ang live na chat ngayon. Subukang muli mamaya o padalhan kami ng e-mail.',
  },
  language: {
    title: 'Piliin ang wika',
    current: 'Kasalukuyang wika',
  },
};

import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  contact: {
    title: 'Ota yhteyttä',
    intro: 'Asiakastukemme palvelee ympäri vuorokauden. Valitse, miten haluat ottaa yhteyttä.',
    sendEmail: 'Lähetä meille sähköpostia',
    startChat: 'Aloita livechat',
    telegram: 'Keskustele kanssamme Telegramissa',
    whatsapp: 'WhatsApp: +{{number}}',
    whatsappQr: 'Skannaa ja keskustele kanssamme WhatsAppissa',
    formTitle: 'Lähetä meille viesti',
    formNote: 'Sähköpostiohjelmasi avautuu valmiin viestin kanssa.',
    name: 'Nimi',
    username: 'Käyttäjänimi',
    email: 'Sähköposti',
    phone: 'Puhelinnumero',
    queryType: 'Kyselyn tyyppi',
    message: 'Viesti',
    send: 'Kirjoita sähköposti',
    nameRequired: 'Nimi vaaditaan',
    emailRequired: 'Sähköposti vaaditaan',
    emailInvalid: 'Sähköposti on virheellinen',
    queryTypeRequired: 'Valitse kyselyn tyyppi',
    messageRequired: 'Viesti vaaditaan',
    phoneInvalid: 'Vain numeroita, kiitos',
  },
  liveChat: {
    title: 'Livechat',
    connecting: 'Yhdistetään asiakastukeen…',
    unavailable: 'Livechat ei ole juuri nyt käytettävissä. Yritä myöhemmin tai lähetä meille sähköpostia.',
  },
  language: {
    title: 'Valitse kieli',
    current: 'Nykyinen kieli',
  },
};

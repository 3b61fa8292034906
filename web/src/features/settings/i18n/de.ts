import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  contact: {
    title: 'Kontakt',
    intro: 'Unser Kundendienst ist rund um die Uhr für dich da. Wähle, wie du uns erreichen möchtest.',
    sendEmail: 'E-Mail an uns senden',
    startChat: 'Live-Chat starten',
    telegram: 'Schreib uns auf Telegram',
    whatsapp: 'WhatsApp: +{{number}}',
    whatsappQr: 'Scannen, um uns auf WhatsApp zu schreiben',
    formTitle: 'Nachricht an uns',
    formNote: 'Dein E-Mail-Programm öffnet sich mit der fertigen Nachricht.',
    name: 'Name',
    username: 'Benutzername',
    email: 'E-Mail-Adresse',
    phone: 'Telefonnummer',
    queryType: 'Art der Anfrage',
    message: 'Nachricht',
    send: 'E-Mail verfassen',
    nameRequired: 'Name erforderlich',
    emailRequired: 'E-Mail erforderlich',
    emailInvalid: 'E-Mail ist ungültig',
    queryTypeRequired: 'Bitte wähle die Art der Anfrage',
    messageRequired: 'Nachricht erforderlich',
    phoneInvalid: 'Bitte nur Ziffern',
  },
  liveChat: {
    title: 'Live-Chat',
    connecting: 'Wir verbinden dich mit unserem Kundendienst…',
    unavailable: 'Der Live-Chat ist gerade nicht verfügbar. Versuche es später oder schreib uns eine E-Mail.',
  },
  language: {
    title: 'Sprache wählen',
    current: 'Aktuelle Sprache',
  },
};

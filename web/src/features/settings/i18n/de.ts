import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  contact: {
    title: 'Kontakt',
    intro: 'Unser Kundendienst ist rund um die Uhr für Sie da. Wählen Sie, wie Sie uns erreichen möchten.',
    sendEmail: 'E-Mail an uns senden',
    startChat: 'Live-Chat starten',
    telegram: 'Schreiben Sie uns auf Telegram',
    whatsapp: 'WhatsApp: +{{number}}',
    whatsappQr: 'Scannen, um uns auf WhatsApp zu schreiben',
    formTitle: 'Nachricht an uns',
    formNote: 'Ihr E-Mail-Programm öffnet sich mit der fertigen Nachricht.',
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
    queryTypeRequired: 'Bitte wählen Sie die Art der Anfrage',
    messageRequired: 'Nachricht erforderlich',
    phoneInvalid: 'Bitte nur Ziffern',
    topics: {
      deposit: 'Einzahlung',
      withdraw: 'Auszahlung',
      bonus: 'Bonus-Frage',
      closing: 'Konto schließen',
      security: 'Sicherheit',
      verification: 'Verifizierung',
      techIssue: 'Technisches Problem',
    },
  },
  liveChat: {
    title: 'Live-Chat',
    connecting: 'Wir verbinden Sie mit unserem Kundendienst…',
    unavailable:
      'Der Live-Chat ist gerade nicht verfügbar. Versuchen Sie es später oder schreiben Sie uns eine E-Mail.',
  },
  language: {
    title: 'Sprache wählen',
    current: 'Aktuelle Sprache',
  },
};

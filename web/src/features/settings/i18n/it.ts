import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  contact: {
    title: 'Contattaci',
    intro: 'Il nostro servizio clienti è attivo 24 ore su 24, 7 giorni su 7. Scegli come contattarci.',
    sendEmail: 'Scrivici un’e-mail',
    startChat: 'Avvia la chat dal vivo',
    telegram: 'Scrivici su Telegram',
    whatsapp: 'WhatsApp: +{{number}}',
    whatsappQr: 'Scansiona per scriverci su WhatsApp',
    formTitle: 'Inviaci un messaggio',
    formNote: 'Il tuo programma di posta si apre con il messaggio pronto da inviare.',
    name: 'Nome e cognome',
    username: 'Nome utente',
    email: 'Indirizzo e-mail',
    phone: 'Numero di telefono',
    queryType: 'Tipo di richiesta',
    message: 'Messaggio',
    send: 'Scrivi l’e-mail',
    nameRequired: 'Nome obbligatorio',
    emailRequired: 'E-mail obbligatoria',
    emailInvalid: 'E-mail non valida',
    queryTypeRequired: 'Scegli un tipo di richiesta',
    messageRequired: 'Messaggio obbligatorio',
    phoneInvalid: 'Solo cifre, per favore',
  },
  liveChat: {
    title: 'Chat dal vivo',
    connecting: 'Ti stiamo collegando al servizio clienti…',
    unavailable: 'La chat dal vivo non è disponibile al momento. Riprova più tardi o scrivici un’e-mail.',
  },
  language: {
    title: 'Scegli la lingua',
    current: 'Lingua attuale',
  },
};

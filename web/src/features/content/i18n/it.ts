import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  article: {
    loading: 'Caricamento della pagina…',
    failed: 'Impossibile caricare questa pagina.',
    retry: 'Riprova',
    missingId: 'Nessun articolo scelto. Apri un articolo da un link o da un banner.',
    imageLink: 'Apri la pagina collegata',
  },
  feedback: {
    question: 'Questa pagina ti è stata utile?',
    yes: 'Sì',
    no: 'No',
    commentYes: 'Ottimo! Vuoi aggiungere qualcosa?',
    commentNo: 'Ci dispiace. Che cosa stavi cercando?',
    send: 'Invia feedback',
    thanks: 'Grazie per il tuo feedback.',
  },
  overlay: {
    moreHelp: 'Altre risposte nel Centro assistenza',
  },
  legal: {
    terms: 'Termini e condizioni',
    privacy: 'Informativa sulla privacy',
    privacySite: 'Informativa sulla privacy',
    userAgreement: 'Contratto utente',
    aboutUs: 'Chi siamo',
    cashoutRules: 'Regole di incasso',
    messageCentre: 'Centro messaggi',
  },
  info: {
    banking: 'Pagamenti',
    withdrawalRules: 'Regole di prelievo',
    promotions: 'Promozioni',
    cryptoGuide: 'Guida cripto',
  },
  banking: {
    methods: 'Metodi di pagamento accettati',
    cryptoGuide: 'Nuovo alle cripto? Leggi la nostra guida cripto',
  },
  cryptoGuide: {
    mediaNote: 'Apri un passaggio per vedere come funziona, con un breve video sottotitolato per ciascuno.',
    promotions: 'Promozioni cripto',
  },
  promotion: {
    title: 'Promozione',
  },
};

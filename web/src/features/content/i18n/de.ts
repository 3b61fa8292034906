import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  article: {
    loading: 'Seite wird geladen…',
    failed: 'Diese Seite konnte nicht geladen werden.',
    retry: 'Erneut versuchen',
    missingId: 'Es wurde kein Artikel gewählt. Öffne einen Artikel über einen Link oder ein Banner.',
    imageLink: 'Verlinkte Seite öffnen',
  },
  feedback: {
    question: 'War diese Seite hilfreich?',
    yes: 'Ja',
    no: 'Nein',
    commentYes: 'Super! Möchtest du etwas ergänzen?',
    commentNo: 'Das tut uns leid. Wonach hast du gesucht?',
    send: 'Feedback senden',
    thanks: 'Danke für dein Feedback.',
  },
  overlay: {
    moreHelp: 'Weitere Antworten im Hilfecenter',
  },
  legal: {
    terms: 'Allgemeine Geschäftsbedingungen',
    privacy: 'Datenschutzerklärung',
    privacySite: 'Datenschutzerklärung',
    userAgreement: 'Nutzungsvereinbarung',
    aboutUs: 'Über uns',
    cashoutRules: 'Auszahlungsregeln',
    messageCentre: 'Nachrichtencenter',
  },
  info: {
    banking: 'Zahlungen',
    withdrawalRules: 'Auszahlungsregeln',
    promotions: 'Aktionen',
    cryptoGuide: 'Krypto-Leitfaden',
  },
  banking: {
    methods: 'Akzeptierte Zahlungsmethoden',
    cryptoGuide: 'Neu bei Krypto? Lies unseren Krypto-Leitfaden',
  },
  cryptoGuide: {
    mediaNote:
      'Öffne einen Schritt, um zu sehen, wie er funktioniert – mit einem kurzen Video mit Untertiteln.',
    promotions: 'Krypto-Aktionen',
  },
  promotion: {
    title: 'Aktion',
  },
};

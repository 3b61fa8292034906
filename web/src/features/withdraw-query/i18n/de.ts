import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  intro: {
    what: 'Verfolge eine Auszahlung ohne Anmeldung. Du brauchst:',
    needAccount: 'deinen Benutzernamen oder deine E-Mail-Adresse,',
    needReference: 'die Auszahlungsreferenz (die Nummer in deinem Auszahlungsverlauf),',
    needPassword: 'dein Kontopasswort.',
    stepByStep: 'Schritt für Schritt starten',
    oneForm: 'Ein Formular verwenden',
  },
  steps: {
    label: 'Schritte der Abfrage',
    account: 'Konto',
    verify: 'Bestätigen',
    status: 'Status',
    done: 'erledigt',
  },
  fields: {
    account: 'Benutzername oder E-Mail',
    reference: 'Auszahlungsreferenz',
    referenceHint: 'Die Nummer der Auszahlung, z. B. 1024.',
    password: 'Passwort',
  },
  actions: {
    next: 'Weiter',
    back: 'Zurück',
    lookUp: 'Status prüfen',
  },
  verify: {
    summary: 'Auszahlung Nr. {{id}} von {{account}}. Gib das Kontopasswort ein, um den Status zu sehen.',
  },
  errors: {
    accountRequired: 'Benutzername / E-Mail erforderlich',
    referenceRequired: 'Auszahlungsreferenz erforderlich',
    referenceInvalid: 'Gib die Referenz als Zahl ein, z. B. 1024',
    passwordRequired: 'Passwort erforderlich',
    lookupFailed: 'Die Auszahlung wurde nicht gefunden. Prüfe die Angaben und versuche es erneut.',
  },
  startAgain: {
    text: 'Dieser Schritt braucht die Angaben des vorherigen. Bitte starte die Abfrage neu.',
    link: 'Abfrage starten',
  },
  result: {
    title: 'Auszahlung Nr. {{id}}',
    status: 'Status',
    amount: 'Betrag',
    requested: 'Beantragt',
    updated: 'Letzte Änderung',
    another: 'Eine andere Auszahlung abfragen',
  },
  status: {
    pendingReview: 'Wird geprüft',
    pendingPayment: 'Zahlung ausstehend',
    paymentInProgress: 'Zahlung läuft',
    paymentSuccessful: 'Zahlung erfolgreich',
    rejected: 'Abgelehnt',
    failed: 'Fehlgeschlagen',
    completed: 'Abgeschlossen',
    canceled: 'Storniert',
  },
  statusExplain: {
    pendingReview: 'Unser Team prüft den Antrag. Das dauert meist 1 bis 7 Werktage.',
    pendingPayment: 'Der Antrag wurde genehmigt und wartet auf die Auszahlung.',
    paymentInProgress: 'Die Zahlung wurde an den Zahlungsanbieter übermittelt.',
    paymentSuccessful: 'Der Anbieter hat die Zahlung bestätigt. Das Geld sollte bald bei dir sein.',
    rejected:
      'Der Antrag wurde abgelehnt und der Betrag deinem Guthaben gutgeschrieben. Den Grund erfährst du beim Support.',
    failed:
      'Die Zahlung ist fehlgeschlagen und der Betrag wurde deinem Guthaben gutgeschrieben. Du kannst erneut beantragen.',
    completed: 'Die Auszahlung ist abgeschlossen.',
    canceled: 'Der Antrag wurde storniert und der Betrag deinem Guthaben gutgeschrieben.',
  },
};

import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  breadcrumb: {
    label: 'Brotkrümelnavigation',
    home: 'Startseite',
  },
  search: {
    label: 'Hilfeseiten durchsuchen',
    placeholder: 'Hilfeseiten durchsuchen...',
    results_one: '{{count}} Seite gefunden',
    results_other: '{{count}} Seiten gefunden',
    none: 'Keine Hilfeseite passt zu deiner Suche. Versuche andere Wörter oder kontaktiere den Support.',
    listLabel: 'Hilfeseiten',
  },
  sections: {
    browse: 'Hilfeseiten durchstöbern',
    inThisSection: 'In diesem Bereich',
  },
  keywords: {
    myAccountInfo: 'Konto Profil persönliche Daten Passwort Anmeldung Login',
    depositRules: 'Einzahlung Zahlung Karte Minimum Geld Guthaben aufladen',
    bonusRules: 'Bonus Umsatz Rollover Freispiele Aktion',
    casino361: 'Casinoregeln faires Spiel Spiele Verhalten',
    aboutUs: 'Unternehmen Kontakt Lizenz Support wer wir sind',
    privacyPolicy: 'Datenschutz Daten persönliche Informationen Cookies Sicherheit',
    tableGamesInfo: 'Tischspiele Roulette Baccarat Karten',
    blackjack: 'Blackjack Karten Dealer Siebzehn und vier',
    cashierInfo: 'Kasse Zahlungen Guthaben Dokumente Verifizierung',
    withdrawalRules: 'Auszahlung auszahlen Abhebung Limits',
    bonusInfo: 'Boni Angebote Cashback VIP',
    bonusTerms: 'Bonusbedingungen Bedingungen Ablauf',
  },
  selector: {
    legend: 'Wobei brauchst du Hilfe?',
    open: 'Lesen: {{page}}',
    answers: {
      deposit:
        'Wie du Geld einzahlst, welche Methoden wir akzeptieren und wie hoch die Mindesteinzahlung ist.',
      withdraw: 'Wie Auszahlungen funktionieren, wie lange sie dauern und welche Limits gelten.',
      bonus: 'Wie Boni gutgeschrieben und umgesetzt werden, bevor du sie auszahlen kannst.',
      closing:
        'Um dein Konto zu schließen, kontaktiere den Support über deine Kontoseiten; wir antworten innerhalb eines Tages.',
      security: 'Wie wir deine Daten schützen und was du tun kannst, um dein Konto sicher zu halten.',
      verification: 'Welche Dokumente wir vor einer Auszahlung verlangen und wie lange die Prüfung dauert.',
      techIssue:
        'Funktioniert etwas nicht? Unser Team ist rund um die Uhr erreichbar; diese Seite zeigt alle Kontaktwege.',
    },
  },
};

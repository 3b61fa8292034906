import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  personalDetails: {
    title: 'Persönliche Daten',
    username: 'Benutzername',
    firstName: 'Vorname',
    lastName: 'Nachname',
    gender: 'Geschlecht',
    genders: {
      MALE: 'Männlich',
      FEMALE: 'Weiblich',
    },
    countryCode: 'Ländercode',
    country: 'Land',
    postalCode: 'Postleitzahl',
    town: 'Ort',
    address: 'Adresse',
    email: 'E-Mail-Adresse',
    mobilePrefix: 'Vorwahl',
    mobile: 'Handynummer',
    notSet: 'Nicht angegeben',
    supportNote: 'Um diese Daten zu ändern, wende dich bitte an unseren Kundendienst.',
  },
  password: {
    title: 'Passwort ändern',
    newPassword: 'Neues Passwort',
    repeatPassword: 'Neues Passwort wiederholen',
    change: 'Ändern',
    cancel: 'Abbrechen',
    passwordTip: 'Passwort erforderlich',
    passwordTip1: 'Die Passwörter stimmen nicht überein, bitte prüfen',
    tooShort: 'Das Passwort braucht mindestens 8 Zeichen',
    oneCharacter: 'Das Passwort darf nicht nur aus einem wiederholten Zeichen bestehen',
    sameAsAccount: 'Das Passwort darf nicht der Benutzername oder die E-Mail-Adresse sein',
    successTip: 'Dein Passwort wurde geändert.',
  },
};

import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  personalDetails: {
    title: 'Dati personali',
    username: 'Nome utente',
    firstName: 'Nome',
    lastName: 'Cognome',
    gender: 'Sesso',
    genders: {
      MALE: 'Maschio',
      FEMALE: 'Femmina',
    },
    countryCode: 'Codice paese',
    country: 'Paese',
    postalCode: 'CAP',
    town: 'Città',
    address: 'Indirizzo',
    email: 'Indirizzo e-mail',
    mobilePrefix: 'Prefisso cellulare',
    mobile: 'Numero di cellulare',
    notSet: 'Non indicato',
    supportNote: 'Per modificare questi dati, contatta il nostro servizio clienti.',
  },
  password: {
    title: 'Cambia password',
    newPassword: 'Nuova password',
    repeatPassword: 'Ripeti la nuova password',
    change: 'Cambia',
    cancel: 'Annulla',
    passwordTip: 'Password obbligatoria',
    passwordTip1: 'Le password non coincidono, controlla',
    tooShort: 'La password deve avere almeno 8 caratteri',
    oneCharacter: 'La password non può essere un solo carattere ripetuto',
    sameAsAccount: 'La password non può essere il tuo nome utente o la tua e-mail',
    successTip: 'La tua password è stata cambiata.',
  },
};

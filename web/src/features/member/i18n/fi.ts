import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  personalDetails: {
    title: 'Henkilötiedot',
    username: 'Käyttäjänimi',
    firstName: 'Etunimi',
    lastName: 'Sukunimi',
    gender: 'Sukupuoli',
    genders: {
      MALE: 'Mies',
      FEMALE: 'Nainen',
    },
    countryCode: 'Maatunnus',
    country: 'Maa',
    postalCode: 'Postinumero',
    town: 'Kaupunki',
    address: 'Osoite',
    email: 'Sähköposti',
    mobilePrefix: 'Suuntanumero',
    mobile: 'Matkapuhelinnumero',
    notSet: 'Ei annettu',
    supportNote: 'Jos haluat muuttaa näitä tietoja, ota yhteyttä asiakastukeemme.',
  },
  password: {
    title: 'Vaihda salasana',
    newPassword: 'Uusi salasana',
    repeatPassword: 'Toista uusi salasana',
    change: 'Vaihda',
    cancel: 'Peruuta',
    passwordTip: 'Salasana vaaditaan',
    passwordTip1: 'Salasanat eivät täsmää, tarkista',
    tooShort: 'Salasanassa on oltava vähintään 8 merkkiä',
    oneCharacter: 'Salasana ei voi olla yhtä toistettua merkkiä',
    sameAsAccount: 'Salasana ei voi olla käyttäjätunnuksesi tai sähköpostiosoitteesi',
    successTip: 'Salasanasi on vaihdettu.',
  },
};

import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  personalDetails: {
    title: 'Personal na detalye',
    username: 'Username',
    firstName: 'Pangalan',
    lastName: 'Apelyido',
    gender: 'Kasarian',
    genders: {
      MALE: 'Lalaki',
      FEMALE: 'Babae',
    },
    countryCode: 'Code ng bansa',
    country: 'Bansa',
    postalCode: 'Postal code',
    town: 'Bayan',
    address: 'Tirahan',
    email: 'E-mail address',
    mobilePrefix: 'Prefix ng mobile',
    mobile: 'Numero ng mobile',
    notSet: 'Hindi ibinigay',
    supportNote: 'Para baguhin ang alinman sa mga detalyeng ito, makipag-ugnayan sa aming support team.',
  },
  password: {
    title: 'Palitan ang password',
    newPassword: 'Bagong password',
    repeatPassword: 'Ulitin ang bagong password',
    change: 'Palitan',
    cancel: 'Kanselahin',
    passwordTip: 'Kailangan ang password',
    passwordTip1: 'Hindi magkatugma ang password, pakisuri',
    tooShort: 'Gumamit ng hindi bababa sa 8 character para sa password',
    oneCharacter: 'Hindi puwedeng iisang character na inulit ang password',
    sameAsAccount: 'Hindi puwedeng ang username o e-mail mo ang password',
    successTip: 'Napalitan na ang iyong password.',
  },
};

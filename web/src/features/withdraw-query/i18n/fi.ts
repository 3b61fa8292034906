import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  intro: {
    what: 'Seuraa nostoa kirjautumatta. Tarvitset:',
    needAccount: 'käyttäjänimesi tai sähköpostiosoitteesi,',
    needReference: 'noston viitteen (numero, joka näkyy nostohistoriassasi),',
    needPassword: 'tilisi salasanan.',
    stepByStep: 'Aloita vaihe vaiheelta',
    oneForm: 'Käytä yhtä lomaketta',
  },
  steps: {
    label: 'Haun vaiheet',
    account: 'Tili',
    verify: 'Vahvistus',
    status: 'Tila',
    done: 'valmis',
  },
  fields: {
    account: 'Käyttäjänimi tai sähköposti',
    reference: 'Noston viite',
    referenceHint: 'Noston numero, esimerkiksi 1024.',
    password: 'Salasana',
  },
  actions: {
    next: 'Seuraava',
    back: 'Takaisin',
    lookUp: 'Tarkista tila',
  },
  verify: {
    summary: 'Nosto nro {{id}}, tili {{account}}. Anna tilin salasana nähdäksesi sen tilan.',
  },
  errors: {
    accountRequired: 'Käyttäjänimi / sähköposti vaaditaan',
    referenceRequired: 'Noston viite vaaditaan',
    referenceInvalid: 'Anna viite numerona, esimerkiksi 1024',
    passwordRequired: 'Salasana vaaditaan',
    lookupFailed: 'Nostoa ei löytynyt. Tarkista tiedot ja yritä uudelleen.',
  },
  startAgain: {
    text: 'Tämä vaihe tarvitsee edellisen vaiheen tiedot. Aloita haku alusta.',
    link: 'Aloita haku',
  },
  result: {
    title: 'Nosto nro {{id}}',
    status: 'Tila',
    amount: 'Summa',
    requested: 'Pyydetty',
    updated: 'Viimeksi päivitetty',
    another: 'Hae toista nostoa',
  },
  status: {
    pendingReview: 'Tarkistettavana',
    pendingPayment: 'Odottaa maksua',
    paymentInProgress: 'Maksu käynnissä',
    paymentSuccessful: 'Maksu onnistui',
    rejected: 'Hylätty',
    failed: 'Epäonnistui',
    completed: 'Valmis',
    canceled: 'Peruttu',
  },
  statusExplain: {
    pendingReview: 'Tiimimme tarkistaa pyyntöä. Se kestää yleensä 1–7 arkipäivää.',
    pendingPayment: 'Pyyntö hyväksyttiin ja odottaa maksua.',
    paymentInProgress: 'Maksu on lähetetty maksupalvelulle.',
    paymentSuccessful: 'Maksupalvelu vahvisti maksun. Rahojen pitäisi saapua pian.',
    rejected: 'Pyyntö hylättiin ja summa palautettiin saldoosi. Kysy syytä tuesta.',
    failed: 'Maksu epäonnistui ja summa palautettiin saldoosi. Voit hakea uudelleen.',
    completed: 'Nosto on valmis.',
    canceled: 'Pyyntö peruttiin ja summa palautettiin saldoosi.',
  },
};

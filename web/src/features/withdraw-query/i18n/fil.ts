import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  intro: {
    what: 'Subaybayan ang isang withdrawal nang hindi nagsa-sign in. Kakailanganin mo ang:',
    needAccount: 'iyong username o e-mail address,',
    needReference: 'ang reference ng withdrawal (ang numerong nasa iyong kasaysayan ng cashout),',
    needPassword: 'ang password ng iyong account.',
    stepByStep: 'Magsimula nang paisa-isang hakbang',
    oneForm: 'Gumamit ng iisang form',
  },
  steps: {
    label: 'Mga hakbang ng paghahanap',
    account: 'Account',
    verify: 'Beripikahin',
    status: 'Katayuan',
    done: 'tapos na',
  },
  fields: {
    account: 'Username o e-mail',
    reference: 'Reference ng withdrawal',
    referenceHint: 'Ang numero ng withdrawal, halimbawa 1024.',
    password: 'Password',
  },
  actions: {
    next: 'Susunod',
    back: 'Bumalik',
    lookUp: 'Tingnan ang katayuan',
  },
  verify: {
    summary:
      'Withdrawal blg. {{id}} ng {{account}}. Ilagay ang password ng account para makita ang katayuan nito.',
  },
  errors: {
    accountRequired: 'Kailangan ang username / e-mail',
    referenceRequired: 'Kailangan ang reference ng withdrawal',
    referenceInvalid: 'Ilagay ang reference bilang numero, halimbawa 1024',
    passwordRequired: 'Kailangan ang password',
    lookupFailed: 'Hindi nahanap ang withdrawal. Suriin ang mga detalye at subukang muli.',
  },
  startAgain: {
    text: 'Kailangan ng hakbang na ito ang mga detalye ng nakaraang hakbang. Pakisimulang muli ang paghahanap.',
    link: 'Simulan ang paghahanap',
  },
  result: {
    title: 'Withdrawal blg. {{id}}',
    status: 'Katayuan',
    amount: 'Halaga',
    requested: 'Hiniling noong',
    updated: 'Huling update',
    another: 'Maghanap ng ibang withdrawal',
  },
  status: {
    pendingReview: 'Naghihintay ng pagsusuri',
    pendingPayment: 'Naghihintay ng bayad',
    paymentInProgress: 'Isinasagawa ang bayad',
    paymentSuccessful: 'Matagumpay ang bayad',
    rejected: 'Tinanggihan',
    failed: 'Nabigo',
    completed: 'Nakumpleto',
    canceled: 'Kinansela',
  },
  statusExplain: {
    pendingReview: 'Sinusuri ng aming team ang kahilingan. Karaniwang 1 hanggang 7 araw ng trabaho ito.',
    pendingPayment: 'Naaprubahan ang kahilingan at naghihintay ng bayad.',
    paymentInProgress: 'Naipadala na ang bayad sa payment provider.',
    paymentSuccessful: 'Kinumpirma ng provider ang bayad. Darating na ang pera sa lalong madaling panahon.',
    rejected:
      'Tinanggihan ang kahilingan at naibalik ang halaga sa iyong balanse. Makipag-ugnayan sa suporta para malaman ang dahilan.',
    failed: 'Nabigo ang bayad at naibalik ang halaga sa iyong balanse. Maaari kang humiling muli.',
    completed: 'Nakumpleto na ang withdrawal.',
    canceled: 'Kinansela ang kahilingan at naibalik ang halaga sa iyong balanse.',
  },
};

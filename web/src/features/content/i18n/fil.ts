import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  article: {
    loading: 'Nilo-load ang pahina…',
    failed: 'Hindi ma-load ang pahinang ito.',
    retry: 'Subukan muli',
    missingId: 'Walang napiling artikulo. Magbukas ng artikulo mula sa isang link o banner.',
    imageLink: 'Buksan ang naka-link na pahina',
  },
  feedback: {
    question: 'Nakatulong ba ang pahinang ito?',
    yes: 'Oo',
    no: 'Hindi',
    commentYes: 'Mabuti! May gusto ka pa bang idagdag?',
    commentNo: 'Paumanhin. Ano ang hinahanap mo?',
    send: 'Ipadala ang puna',
    thanks: 'Salamat sa iyong puna.',
  },
  overlay: {
    moreHelp: 'Higit pang sagot sa Help Centre',
  },
  legal: {
    terms: 'Mga Tuntunin at Kundisyon',
    privacy: 'Patakaran sa Privacy',
    privacySite: 'Patakaran sa Privacy',
    userAgreement: 'Kasunduan ng User',
    aboutUs: 'Tungkol sa Amin',
    cashoutRules: 'Mga Patakaran sa Cashout',
    messageCentre: 'Sentro ng Mensahe',
  },
  info: {
    banking: 'Mga Bayad',
    withdrawalRules: 'Mga Patakaran sa Pag-withdraw',
    promotions: 'Mga Promosyon',
    cryptoGuide: 'Gabay sa Crypto',
  },
  banking: {
    methods: 'Mga tinatanggap na paraan ng pagbabayad',
    cryptoGuide: 'Bago sa crypto? Basahin ang aming gabay sa crypto',
  },
  cryptoGuide: {
    mediaNote:
      'Buksan ang isang hakbang para makita kung paano ito gumagana, may maikling video na may caption ang bawat hakbang.',
    promotions: 'Mga promosyon sa crypto',
  },
  promotion: {
    title: 'Promosyon',
  },
};

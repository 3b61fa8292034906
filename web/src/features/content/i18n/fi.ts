import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  article: {
    loading: 'Ladataan sivua…',
    failed: 'Tätä sivua ei voitu ladata.',
    retry: 'Yritä uudelleen',
    missingId: 'Artikkelia ei valittu. Avaa artikkeli linkistä tai bannerista.',
    imageLink: 'Avaa linkitetty sivu',
  },
  feedback: {
    question: 'Oliko tästä sivusta apua?',
    yes: 'Kyllä',
    no: 'Ei',
    commentYes: 'Hienoa! Haluatko lisätä jotain?',
    commentNo: 'Olemme pahoillamme. Mitä etsit?',
    send: 'Lähetä palaute',
    thanks: 'Kiitos palautteestasi.',
  },
  overlay: {
    moreHelp: 'Lisää vastauksia ohjekeskuksessa',
  },
  legal: {
    terms: 'Käyttöehdot',
    privacy: 'Tietosuojakäytäntö',
    privacySite: 'Tietosuojakäytäntö',
    userAgreement: 'Käyttäjäsopimus',
    aboutUs: 'Tietoa meistä',
    cashoutRules: 'Kotiutussäännöt',
    messageCentre: 'Viestikeskus',
  },
  info: {
    banking: 'Maksut',
    withdrawalRules: 'Nostosäännöt',
    promotions: 'Kampanjat',
    cryptoGuide: 'Krypto-opas',
  },
  banking: {
    methods: 'Hyväksytyt maksutavat',
    cryptoGuide: 'Uusi kryptojen parissa? Lue krypto-oppaamme',
  },
  cryptoGuide: {
    mediaNote: 'Avaa vaihe nähdäksesi, miten se toimii – jokaisesta vaiheesta on lyhyt tekstitetty video.',
    promotions: 'Kryptokampanjat',
  },
  promotion: {
    title: 'Kampanja',
  },
};

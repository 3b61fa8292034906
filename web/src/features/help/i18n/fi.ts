import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  breadcrumb: {
    label: 'Murupolku',
    home: 'Etusivu',
  },
  search: {
    label: 'Hae ohjesivuilta',
    placeholder: 'Hae ohjesivuilta...',
    results_one: '{{count}} sivu löytyi',
    results_other: '{{count}} sivua löytyi',
    none: 'Mikään ohjesivu ei vastaa hakuasi. Kokeile muita sanoja tai ota yhteyttä tukeen.',
    listLabel: 'Ohjesivut',
  },
  sections: {
    browse: 'Selaa ohjesivuja',
    inThisSection: 'Tässä osiossa',
  },
  keywords: {
    myAccountInfo: 'tili profiili henkilötiedot salasana kirjautuminen',
    depositRules: 'talletus maksu kortti minimi raha lisää varoja',
    bonusRules: 'bonus kierrätys kierrätysvaatimus ilmaiskierrokset kampanja',
    casino361: 'kasinon säännöt reilu peli pelit käytös',
    aboutUs: 'yritys yhteystiedot lisenssi tuki keitä olemme',
    privacyPolicy: 'tietosuoja tiedot henkilötiedot evästeet turvallisuus',
    tableGamesInfo: 'pöytäpelit ruletti baccarat kortit',
    blackjack: 'blackjack kortit jakaja ventti',
    cashierInfo: 'kassa maksut saldo asiakirjat vahvistus',
    withdrawalRules: 'nosto kotiutus maksu rajat',
    bonusInfo: 'bonukset tarjoukset käteispalautus vip',
    bonusTerms: 'bonusehdot ehdot vanheneminen',
  },
  selector: {
    legend: 'Missä tarvitset apua?',
    open: 'Lue: {{page}}',
    answers: {
      deposit: 'Miten talletat rahaa, hyväksytyt maksutavat ja pienin talletus.',
      withdraw: 'Miten nostot toimivat, kauanko ne kestävät ja mitkä rajat ovat voimassa.',
      bonus: 'Miten bonukset hyvitetään ja kierrätetään ennen kuin voit nostaa ne.',
      closing: 'Sulkeaksesi tilin ota yhteyttä tukeen tilisivuiltasi; vastaamme vuorokauden sisällä.',
      security: 'Miten suojaamme tietojasi ja mitä voit tehdä pitääksesi tilisi turvassa.',
      verification: 'Mitä asiakirjoja pyydämme ennen nostoa ja kauanko tarkistus kestää.',
      techIssue: 'Eikö jokin toimi? Tiimimme palvelee 24/7; tällä sivulla ovat kaikki yhteystavat.',
    },
  },
};

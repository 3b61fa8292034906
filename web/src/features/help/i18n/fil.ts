import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  breadcrumb: {
    label: 'Breadcrumb na nabigasyon',
    home: 'Simula',
  },
  search: {
    label: 'Maghanap sa mga pahina ng tulong',
    placeholder: 'Maghanap sa mga pahina ng tulong...',
    results_one: '{{count}} pahina ang nahanap',
    results_other: '{{count}} pahina ang nahanap',
    none: 'Walang pahina ng tulong na tumutugma sa iyong hinanap. Subukan ang ibang salita o makipag-ugnayan sa suporta.',
    listLabel: 'Mga pahina ng tulong',
  },
  sections: {
    browse: 'Tingnan ang mga pahina ng tulong',
    inThisSection: 'Sa seksyong ito',
  },
  keywords: {
    myAccountInfo: 'account profile personal na detalye password pag-sign in login',
    depositRules: 'deposito bayad card minimum pera magdagdag ng pondo',
    bonusRules: 'bonus taya rollover libreng spin promosyon',
    casino361: 'patakaran ng casino patas na laro mga laro asal',
    aboutUs: 'kumpanya kontak lisensya suporta sino kami',
    privacyPolicy: 'privacy datos personal na impormasyon cookies seguridad',
    tableGamesInfo: 'table games roulette baccarat baraha',
    blackjack: "blackjack baraha dealer dalawampu't isa",
    cashierInfo: 'cashier bayad balanse dokumento beripikasyon',
    withdrawalRules: 'pag-withdraw withdraw cash out bayad limitasyon',
    bonusInfo: 'mga bonus alok cashback vip',
    bonusTerms: 'tuntunin ng bonus kundisyon pag-expire',
  },
  selector: {
    legend: 'Saan mo kailangan ng tulong?',
    open: 'Basahin: {{page}}',
    answers: {
      deposit: 'Paano magdagdag ng pera, ang mga tinatanggap na paraan at ang pinakamababang deposito.',
      withdraw: 'Paano gumagana ang pag-withdraw, gaano katagal ito at ang mga limitasyon.',
      bonus: 'Paano ibinibigay ang mga bonus at tinataya bago mo ma-withdraw.',
      closing:
        'Para isara ang iyong account, makipag-ugnayan sa suporta mula sa mga pahina ng iyong account; sumasagot kami sa loob ng isang araw.',
      security:
        'Paano namin pinoprotektahan ang iyong datos at ano ang magagawa mo para manatiling ligtas ang account.',
      verification:
        'Anong mga dokumento ang hinihingi namin bago mag-withdraw at gaano katagal ang pagsusuri.',
      techIssue:
        'May hindi gumagana? Bukas ang aming team 24/7; nasa pahinang ito ang lahat ng paraan para makontak kami.',
    },
  },
};

import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  invite: {
    loadingPage: 'Ladataan sivua…',
    title: 'Kutsut ja palkinnot',
    intro: 'Jaa linkkisi. Kun ystäväsi rekisteröityvät sen kautta, alla olevat palkinnot avautuvat.',
    yourLink: 'Kutsulinkkisi',
    copy: 'Kopioi linkki',
    share: 'Jaa',
    shareTitle: 'Tule pelaamaan kanssani',
    childCount_one: 'Olet kutsunut {{count}} ystävän.',
    childCount_other: 'Olet kutsunut {{count}} ystävää.',
    loading: 'Ladataan palkintojasi…',
    loadFailed: 'Palkintojasi ei voitu ladata.',
    friends_one: '{{count}} ystävä',
    friends_other: '{{count}} ystävää',
    tierLabel_one: 'Palkinto {{count}} ystävästä',
    tierLabel_other: 'Palkinto {{count}} ystävästä',
    reached: 'Saavutettu',
    redeemed: 'Lunastettu',
    remaining_one: 'Vielä {{count}}',
    remaining_other: 'Vielä {{count}}',
    redeem: 'Lunasta',
    redeemTier_one: 'Lunasta palkinto {{count}} ystävästä',
    redeemTier_other: 'Lunasta palkinto {{count}} ystävästä',
    redeemFailed: 'Lunastus epäonnistui',
    redeemSuccess: 'Palkinto lunastettu: se on saldossasi.',
    signInFirst: 'Kirjaudu sisään saadaksesi kutsulinkin ja palkinnot.',
    signIn: 'Kirjaudu sisään',
  },
};

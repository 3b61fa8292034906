import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  invite: {
    loadingPage: 'Nilo-load ang pahina…',
    title: 'Imbitasyon at Gantimpala',
    intro:
      'Ibahagi ang iyong link. Kapag nag-sign up ang mga kaibigan gamit ito, magbubukas ang bawat gantimpala sa ibaba.',
    yourLink: 'Ang iyong link ng imbitasyon',
    copy: 'Kopyahin ang link',
    share: 'Ibahagi',
    shareTitle: 'Sumali at maglaro kasama ko',
    childCount_one: 'Nakapag-imbita ka ng {{count}} kaibigan.',
    childCount_other: 'Nakapag-imbita ka ng {{count}} kaibigan.',
    loading: 'Nilo-load ang iyong mga gantimpala…',
    loadFailed: 'Hindi ma-load ang iyong mga gantimpala.',
    friends_one: '{{count}} kaibigan',
    friends_other: '{{count}} kaibigan',
    tierLabel_one: 'Gantimpala para sa {{count}} kaibigan',
    tierLabel_other: 'Gantimpala para sa {{count}} kaibigan',
    reached: 'Naabot na',
    redeemed: 'Nakuha na',
    remaining_one: '{{count}} pa',
    remaining_other: '{{count}} pa',
    redeem: 'Kunin',
    redeemTier_one: 'Kunin ang gantimpala para sa {{count}} kaibigan',
    redeemTier_other: 'Kunin ang gantimpala para sa {{count}} kaibigan',
    redeemFailed: 'Hindi nakuha ang gantimpala',
    redeemSuccess: 'Nakuha ang gantimpala: nasa balanse mo na ito.',
    signInFirst: 'Mag-sign in para makuha ang iyong link ng imbitasyon at mga gantimpala.',
    signIn: 'Mag-sign In',
  },
};

import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  invite: {
    loadingPage: 'Seite wird geladen…',
    title: 'Einladungen und Prämien',
    intro:
      'Teile deinen Link. Sobald sich Freunde damit registrieren, wird jede Prämie unten freigeschaltet.',
    yourLink: 'Dein Einladungslink',
    copy: 'Link kopieren',
    share: 'Teilen',
    shareTitle: 'Spiel mit mir',
    childCount_one: 'Du hast {{count}} Freund eingeladen.',
    childCount_other: 'Du hast {{count}} Freunde eingeladen.',
    loading: 'Deine Prämien werden geladen…',
    loadFailed: 'Deine Prämien konnten nicht geladen werden.',
    friends_one: '{{count}} Freund',
    friends_other: '{{count}} Freunde',
    tierLabel_one: 'Prämie für {{count}} Freund',
    tierLabel_other: 'Prämie für {{count}} Freunde',
    reached: 'Erreicht',
    redeemed: 'Eingelöst',
    remaining_one: 'Noch {{count}}',
    remaining_other: 'Noch {{count}}',
    redeem: 'Einlösen',
    redeemTier_one: 'Prämie für {{count}} Freund einlösen',
    redeemTier_other: 'Prämie für {{count}} Freunde einlösen',
    redeemFailed: 'Einlösen fehlgeschlagen',
    redeemSuccess: 'Prämie eingelöst und deinem Guthaben gutgeschrieben.',
    signInFirst: 'Melde dich an, um deinen Einladungslink und deine Prämien zu erhalten.',
    signIn: 'Anmelden',
  },
};

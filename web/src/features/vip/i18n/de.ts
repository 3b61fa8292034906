import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  vipStore: {
    title: 'VIP-Shop',
    loading: 'VIP-Shop wird geladen',
    available: 'Verfügbare Punkte',
    lifetime: 'Punkte insgesamt',
    noPackages: 'Keine Pakete: Du brauchst mindestens 100 Punkte.',
    tableCaption: 'VIP-Pakete nach Stufe',
    choose: 'Wählen',
    level: 'Stufe',
    points: 'Punkte',
    bonus: 'Bonus',
    packageLabel: 'Paket {{level}}: {{points}} Punkte für {{bonus}}',
    levelWarning: 'Dieses Paket liegt über deiner VIP-Stufe und kann nicht eingelöst werden.',
    redeem: 'Einlösen',
    redeemSuccess: 'Paket eingelöst: Der Bonus ist auf deinem Guthaben.',
  },
  vip: {
    title: 'VIP-Club',
    yourStatus: 'Dein VIP-Status',
    yourLevel: 'Deine Stufe: {{level}}',
    noLevelYet: 'Du hast noch keine VIP-Stufe erreicht.',
    yourPoints: 'Deine Punkte: {{points}} (insgesamt {{lifetime}})',
    toNext: 'Noch {{points}} Gesamtpunkte bis {{level}}.',
    loading: 'VIP-Stufen werden geladen…',
    loadFailed: 'Die VIP-Stufen konnten nicht geladen werden.',
    levelsCaption: 'VIP-Stufen und die Gesamtpunkte, die jede erfordert',
    level: 'Stufe',
    pointsRequired: 'Benötigte Punkte',
    current: 'deine Stufe',
    levels: {
      bronze: 'Bronze',
      silver: 'Silber',
      gold: 'Gold',
      platinum: 'Platin',
      diamond: 'Diamant',
    },
  },
};

import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  vipStore: {
    title: 'Tindahan ng VIP',
    loading: 'Nilo-load ang tindahan ng VIP',
    available: 'Magagamit na puntos',
    lifetime: 'Kabuuang puntos',
    noPackages: 'Walang package: kailangan mo ng hindi bababa sa 100 puntos.',
    tableCaption: 'Mga VIP package ayon sa antas',
    choose: 'Pumili',
    level: 'Antas',
    points: 'Puntos',
    bonus: 'Gantimpala',
    packageLabel: 'Package na {{level}}: {{points}} puntos para sa {{bonus}}',
    levelWarning: 'Mas mataas ang package na ito sa iyong VIP level at hindi ito maaaring i-redeem.',
    redeem: 'I-redeem',
    redeemSuccess: 'Na-redeem ang package: nasa balanse mo na ang bonus.',
  },
  vip: {
    title: 'VIP Club',
    yourStatus: 'Ang iyong VIP status',
    yourLevel: 'Ang iyong antas: {{level}}',
    noLevelYet: 'Hindi ka pa umaabot sa isang VIP na antas.',
    yourPoints: 'Ang iyong puntos: {{points}} (kabuuan {{lifetime}})',
    toNext: '{{points}} pang kabuuang puntos para maabot ang {{level}}.',
    loading: 'Nilo-load ang mga VIP na antas…',
    loadFailed: 'Hindi ma-load ang mga VIP na antas.',
    levelsCaption: 'Mga VIP na antas at ang kabuuang puntos na kailangan ng bawat isa',
    level: 'Antas',
    pointsRequired: 'Kailangang puntos',
    current: 'iyong antas',
    levels: {
      bronze: 'Tanso',
      silver: 'Pilak',
      gold: 'Ginto',
      platinum: 'Platinum',
      diamond: 'Diyamante',
    },
  },
};

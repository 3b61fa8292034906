import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  dialog: {
    title: 'Paalala sa paglalaro',
    intro:
      '{{duration}} ka nang naglalaro. Maglaan ng sandali para tingnan ang iyong session hanggang ngayon.',
    timePlayed: 'Oras ng paglalaro',
    wagered: 'Kabuuang taya',
    net: 'Netong resulta',
    continue: 'Magpatuloy',
    logout: 'Mag-log out',
    gameHistory: 'Tingnan ang iyong kasaysayan ng laro',
  },
  duration: {
    hoursMinutes: '{{hours}} oras {{minutes}} min',
    minutes: '{{minutes}} min',
  },
};

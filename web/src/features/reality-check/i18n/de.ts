import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  dialog: {
    title: 'Realitätscheck',
    intro:
      'Du spielst seit {{duration}}. Nimm dir einen Moment Zeit für einen Blick auf deine bisherige Sitzung.',
    timePlayed: 'Spielzeit',
    wagered: 'Gesamteinsatz',
    net: 'Nettoergebnis',
    continue: 'Fortfahren',
    logout: 'Abmelden',
    gameHistory: 'Deinen Spielverlauf ansehen',
  },
  duration: {
    hoursMinutes: '{{hours}} Std. {{minutes}} Min.',
    minutes: '{{minutes}} Min.',
  },
};

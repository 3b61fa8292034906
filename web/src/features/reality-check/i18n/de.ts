import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  dialog: {
    title: 'Realitätscheck',
    intro:
      'Sie spielen seit {{duration}}. Nehmen Sie sich einen Moment Zeit für einen Blick auf Ihre bisherige Sitzung.',
    timePlayed: 'Spielzeit',
    wagered: 'Gesamteinsatz',
    net: 'Nettoergebnis',
    continue: 'Fortfahren',
    logout: 'Abmelden',
    gameHistory: 'Ihren Spielverlauf ansehen',
  },
  duration: {
    hoursMinutes: '{{hours}} Std. {{minutes}} Min.',
    minutes: '{{minutes}} Min.',
  },
};

import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  dialog: {
    title: 'Pelimuistutus',
    intro: 'Olet pelannut {{duration}}. Pysähdy hetkeksi katsomaan istuntoasi tähän mennessä.',
    timePlayed: 'Peliaika',
    wagered: 'Panostettu summa',
    net: 'Nettotulos',
    continue: 'Jatka',
    logout: 'Kirjaudu ulos',
    gameHistory: 'Näytä pelihistoriasi',
  },
  duration: {
    hoursMinutes: '{{hours}} t {{minutes}} min',
    minutes: '{{minutes}} min',
  },
};

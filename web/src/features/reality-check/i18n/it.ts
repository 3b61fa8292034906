import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  dialog: {
    title: 'Promemoria di sessione',
    intro: 'Stai giocando da {{duration}}. Prenditi un momento per rivedere la tua sessione finora.',
    timePlayed: 'Tempo di gioco',
    wagered: 'Importo puntato',
    net: 'Risultato netto',
    continue: 'Continua',
    logout: 'Esci',
    gameHistory: 'Vedi la tua cronologia di gioco',
  },
  duration: {
    hoursMinutes: '{{hours}} h {{minutes}} min',
    minutes: '{{minutes}} min',
  },
};

import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  dialog: {
    title: 'Control de realidad',
    intro: 'Llevas jugando {{duration}}. Tómate un momento para revisar tu sesión hasta ahora.',
    timePlayed: 'Tiempo de juego',
    wagered: 'Importe apostado',
    net: 'Resultado neto',
    continue: 'Continuar',
    logout: 'Cerrar sesión',
    gameHistory: 'Ver tu historial de juego',
  },
  duration: {
    hoursMinutes: '{{hours}} h {{minutes}} min',
    minutes: '{{minutes}} min',
  },
};

import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  dialog: {
    title: 'Lembrete de sessão',
    intro: 'Você está jogando há {{duration}}. Reserve um momento para revisar sua sessão até agora.',
    timePlayed: 'Tempo de jogo',
    wagered: 'Valor apostado',
    net: 'Resultado líquido',
    continue: 'Continuar',
    logout: 'Sair',
    gameHistory: 'Ver seu histórico de jogos',
  },
  duration: {
    hoursMinutes: '{{hours}} h {{minutes}} min',
    minutes: '{{minutes}} min',
  },
};

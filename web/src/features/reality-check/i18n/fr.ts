import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  dialog: {
    title: 'Rappel de session',
    intro: 'Vous jouez depuis {{duration}}. Prenez un instant pour faire le point sur votre session.',
    timePlayed: 'Temps de jeu',
    wagered: 'Montant misé',
    net: 'Résultat net',
    continue: 'Continuer',
    logout: 'Se déconnecter',
    gameHistory: 'Voir votre historique de jeu',
  },
  duration: {
    hoursMinutes: '{{hours}} h {{minutes}} min',
    minutes: '{{minutes}} min',
  },
};

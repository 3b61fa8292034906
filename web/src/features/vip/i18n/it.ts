import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  vipStore: {
    title: 'Negozio VIP',
    loading: 'Caricamento del negozio VIP',
    available: 'Punti disponibili',
    lifetime: 'Punti totali',
    noPackages: 'Nessun pacchetto: servono almeno 100 punti.',
    tableCaption: 'Pacchetti VIP per livello',
    choose: 'Scegli',
    level: 'Livello',
    points: 'Punti',
    bonus: 'Premio',
    packageLabel: 'Pacchetto {{level}}: {{points}} punti per {{bonus}}',
    levelWarning: 'Questo pacchetto è sopra il tuo livello VIP e non può essere riscattato.',
    redeem: 'Riscatta',
    redeemSuccess: 'Pacchetto riscattato: il bonus è sul tuo saldo.',
  },
  vip: {
    title: 'Club VIP',
    yourStatus: 'Il tuo stato VIP',
    yourLevel: 'Il tuo livello: {{level}}',
    noLevelYet: 'Non hai ancora raggiunto un livello VIP.',
    yourPoints: 'I tuoi punti: {{points}} (totali {{lifetime}})',
    toNext: 'Mancano {{points}} punti totali per raggiungere {{level}}.',
    loading: 'Caricamento dei livelli VIP…',
    loadFailed: 'Impossibile caricare i livelli VIP.',
    levelsCaption: 'Livelli VIP e punti totali richiesti da ciascuno',
    level: 'Livello',
    pointsRequired: 'Punti richiesti',
    current: 'il tuo livello',
    levels: {
      bronze: 'Bronzo',
      silver: 'Argento',
      gold: 'Oro',
      platinum: 'Platino',
      diamond: 'Diamante',
    },
  },
};

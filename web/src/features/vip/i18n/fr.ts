import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  vipStore: {
    title: 'Boutique VIP',
    loading: 'Chargement de la boutique VIP',
    available: 'Points disponibles',
    lifetime: 'Points cumulés',
    noPackages: 'Aucun forfait : il vous faut au moins 100 points.',
    tableCaption: 'Forfaits VIP par niveau',
    choose: 'Choisir',
    level: 'Niveau',
    points: 'Points',
    bonus: 'Prime',
    packageLabel: 'Forfait {{level}} : {{points}} points pour {{bonus}}',
    levelWarning: 'Ce forfait dépasse votre niveau VIP et ne peut pas être échangé.',
    redeem: 'Échanger',
    redeemSuccess: 'Forfait échangé : le bonus est sur votre solde.',
  },
  vip: {
    title: 'Club VIP',
    yourStatus: 'Votre statut VIP',
    yourLevel: 'Votre niveau : {{level}}',
    noLevelYet: 'Vous n’avez pas encore atteint de niveau VIP.',
    yourPoints: 'Vos points : {{points}} (cumul {{lifetime}})',
    toNext: 'Encore {{points}} points cumulés pour atteindre {{level}}.',
    loading: 'Chargement des niveaux VIP…',
    loadFailed: 'Impossible de charger les niveaux VIP.',
    levelsCaption: 'Niveaux VIP et points cumulés requis pour chacun',
    level: 'Niveau',
    pointsRequired: 'Points requis',
    current: 'votre niveau',
    levels: {
      bronze: 'Bronze',
      silver: 'Argent',
      gold: 'Or',
      platinum: 'Platine',
      diamond: 'Diamant',
    },
  },
};

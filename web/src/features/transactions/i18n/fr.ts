import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  activity: {
    title: 'Activité du compte',
    last12Months: '12 derniers mois',
    lifetime: 'Depuis le {{date}}',
    deposits: 'Dépôts',
    withdrawals: 'Retraits',
    netDeposits: 'Dépôts nets',
    hint: 'Les dépôts nets correspondent à ce que vous avez versé moins ce que vous avez retiré.',
    limitsLink: 'Définir des limites de dépôt et de pertes',
  },
  transactions: {
    title: 'Historique des transactions',
    loading: 'Chargement des transactions',
    listLabel: 'Vos transactions',
    empty: 'Aucune transaction pour l’instant',
    amount: 'Montant',
    balanceBefore: 'Solde avant',
    balanceAfter: 'Solde après',
    type: {
      bet: 'Mise',
      win: 'Gain',
      rollback: 'Annulation',
      withdrawRollback: 'Retrait restitué',
      promotion: 'Promotion',
      deposit: 'Dépôt',
      redeem: 'Échange',
      inviteAward: 'Prime de parrainage',
      gift: 'Cadeau',
      benefits: 'Avantages',
      withdraw: 'Retrait',
      cashback: 'Remboursement',
      fridayFun: 'Vendredi fun',
      firstDepositBonus: 'Bonus de premier dépôt',
    },
  },
};

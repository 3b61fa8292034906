import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  activity: {
    title: "Attività dell'account",
    last12Months: 'Ultimi 12 mesi',
    lifetime: 'Dal {{date}}',
    deposits: 'Depositi',
    withdrawals: 'Prelievi',
    netDeposits: 'Depositi netti',
    hint: 'I depositi netti sono quanto hai versato meno quanto hai prelevato.',
    limitsLink: 'Imposta limiti di deposito e di perdita',
  },
  transactions: {
    title: 'Storico delle transazioni',
    loading: 'Caricamento delle transazioni',
    listLabel: 'Le tue transazioni',
    empty: 'Ancora nessuna transazione',
    amount: 'Importo',
    balanceBefore: 'Saldo prima',
    balanceAfter: 'Saldo dopo',
    type: {
      bet: 'Puntata',
      win: 'Vincita',
      rollback: 'Storno',
      withdrawRollback: 'Prelievo restituito',
      promotion: 'Promozione',
      deposit: 'Deposito',
      redeem: 'Riscatto',
      inviteAward: 'Premio invito',
      gift: 'Regalo',
      benefits: 'Vantaggi',
      withdraw: 'Prelievo',
      cashback: 'Rimborso',
      fridayFun: 'Venerdì divertente',
      firstDepositBonus: 'Bonus primo deposito',
    },
  },
};

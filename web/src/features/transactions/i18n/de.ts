import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  activity: {
    title: 'Kontoaktivität',
    last12Months: 'Letzte 12 Monate',
    lifetime: 'Seit {{date}}',
    deposits: 'Einzahlungen',
    withdrawals: 'Auszahlungen',
    netDeposits: 'Netto-Einzahlungen',
    hint: 'Netto-Einzahlungen sind deine Einzahlungen abzüglich deiner Auszahlungen.',
    limitsLink: 'Einzahlungs- und Verlustlimits festlegen',
  },
  transactions: {
    title: 'Transaktionsverlauf',
    loading: 'Transaktionen werden geladen',
    listLabel: 'Deine Transaktionen',
    empty: 'Noch keine Transaktionen',
    amount: 'Betrag',
    balanceBefore: 'Guthaben vorher',
    balanceAfter: 'Guthaben nachher',
    type: {
      bet: 'Einsatz',
      win: 'Gewinn',
      rollback: 'Rückbuchung',
      withdrawRollback: 'Auszahlung zurückgebucht',
      promotion: 'Aktion',
      deposit: 'Einzahlung',
      redeem: 'Einlösung',
      inviteAward: 'Einladungsprämie',
      gift: 'Geschenk',
      benefits: 'Vorteile',
      withdraw: 'Auszahlung',
      cashback: 'Rückvergütung',
      fridayFun: 'Freitagsspaß',
      firstDepositBonus: 'Ersteinzahlungsbonus',
    },
  },
};

import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  activity: {
    title: 'Actividad de la cuenta',
    last12Months: 'Últimos 12 meses',
    lifetime: 'Desde el {{date}}',
    deposits: 'Depósitos',
    withdrawals: 'Retiros',
    netDeposits: 'Depósitos netos',
    hint: 'Los depósitos netos son lo que ingresaste menos lo que retiraste.',
    limitsLink: 'Establecer límites de depósito y de pérdidas',
  },
  transactions: {
    title: 'Historial de transacciones',
    loading: 'Cargando transacciones',
    listLabel: 'Tus transacciones',
    empty: 'Aún no hay transacciones',
    amount: 'Importe',
    balanceBefore: 'Saldo anterior',
    balanceAfter: 'Saldo posterior',
    type: {
      bet: 'Apuesta',
      win: 'Ganancia',
      rollback: 'Reversión',
      withdrawRollback: 'Retiro devuelto',
      promotion: 'Promoción',
      deposit: 'Depósito',
      redeem: 'Canje',
      inviteAward: 'Premio por invitación',
      gift: 'Regalo',
      benefits: 'Beneficios',
      withdraw: 'Retiro',
      cashback: 'Reembolso',
      fridayFun: 'Viernes de diversión',
      firstDepositBonus: 'Bono de primer depósito',
    },
  },
};

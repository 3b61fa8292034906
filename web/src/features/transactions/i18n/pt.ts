import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  activity: {
    title: 'Atividade da conta',
    last12Months: 'Últimos 12 meses',
    lifetime: 'Desde {{date}}',
    deposits: 'Depósitos',
    withdrawals: 'Saques',
    netDeposits: 'Depósitos líquidos',
    hint: 'Depósitos líquidos são o que você depositou menos o que você sacou.',
    limitsLink: 'Definir limites de depósito e de perdas',
  },
  transactions: {
    title: 'Histórico de transações',
    loading: 'Carregando transações',
    listLabel: 'Suas transações',
    empty: 'Ainda não há transações',
    amount: 'Valor',
    balanceBefore: 'Saldo anterior',
    balanceAfter: 'Saldo posterior',
    type: {
      bet: 'Aposta',
      win: 'Ganho',
      rollback: 'Estorno',
      withdrawRollback: 'Saque devolvido',
      promotion: 'Promoção',
      deposit: 'Depósito',
      redeem: 'Resgate',
      inviteAward: 'Prêmio de convite',
      gift: 'Presente',
      benefits: 'Benefícios',
      withdraw: 'Saque',
      cashback: 'Reembolso',
      fridayFun: 'Sexta divertida',
      firstDepositBonus: 'Bônus de primeiro depósito',
    },
  },
};

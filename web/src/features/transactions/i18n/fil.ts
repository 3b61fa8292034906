import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  activity: {
    title: 'Aktibidad ng account',
    last12Months: 'Nakaraang 12 buwan',
    lifetime: 'Mula {{date}}',
    deposits: 'Mga deposito',
    withdrawals: 'Mga withdrawal',
    netDeposits: 'Netong deposito',
    hint: 'Ang netong deposito ay ang iyong idineposito bawas ang iyong na-withdraw.',
    limitsLink: 'Magtakda ng limitasyon sa deposito at talo',
  },
  transactions: {
    title: 'Kasaysayan ng transaksyon',
    loading: 'Nilo-load ang mga transaksyon',
    listLabel: 'Ang iyong mga transaksyon',
    empty: 'Wala pang transaksyon',
    amount: 'Halaga',
    balanceBefore: 'Balanse bago',
    balanceAfter: 'Balanse pagkatapos',
    type: {
      bet: 'Taya',
      win: 'Panalo',
      rollback: 'Pagbawi',
      withdrawRollback: 'Ibinalik na withdrawal',
      promotion: 'Promosyon',
      deposit: 'Deposito',
      redeem: 'Pag-redeem',
      inviteAward: 'Gantimpala sa imbitasyon',
      gift: 'Regalo',
      benefits: 'Mga benepisyo',
      withdraw: 'Pag-withdraw',
      cashback: 'Ibinalik na pera',
      fridayFun: 'Saya ng Biyernes',
      firstDepositBonus: 'Bonus sa unang deposito',
    },
  },
};

import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  activity: {
    title: 'Hesap hareketleri',
    last12Months: 'Son 12 ay',
    lifetime: '{{date}} tarihinden beri',
    deposits: 'Para yatırma',
    withdrawals: 'Para çekme',
    netDeposits: 'Net para yatırma',
    hint: 'Net para yatırma, yatırdığınız tutardan çektiğiniz tutarın düşülmesiyle bulunur.',
    limitsLink: 'Para yatırma ve kayıp limitleri belirleyin',
  },
  transactions: {
    title: 'İşlem geçmişi',
    loading: 'İşlemler yükleniyor',
    listLabel: 'İşlemleriniz',
    empty: 'Henüz işlem yok',
    amount: 'Tutar',
    balanceBefore: 'Önceki bakiye',
    balanceAfter: 'Sonraki bakiye',
    type: {
      bet: 'Bahis',
      win: 'Kazanç',
      rollback: 'Geri alma',
      withdrawRollback: 'Para çekme iade edildi',
      promotion: 'Promosyon',
      deposit: 'Yatırım',
      redeem: 'Kullanım',
      inviteAward: 'Davet ödülü',
      gift: 'Hediye',
      benefits: 'Avantajlar',
      withdraw: 'Para çekme',
      cashback: 'Geri ödeme',
      fridayFun: 'Cuma eğlencesi',
      firstDepositBonus: 'İlk yatırım bonusu',
    },
  },
};

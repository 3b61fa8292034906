import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  activity: {
    title: 'アカウントのアクティビティ',
    last12Months: '過去12か月',
    lifetime: '{{date}}以降',
    deposits: '入金',
    withdrawals: '出金',
    netDeposits: '純入金額',
    hint: '純入金額は、入金額から出金額を差し引いた金額です。',
    limitsLink: '入金・損失の上限を設定する',
  },
  transactions: {
    title: '取引履歴',
    loading: '取引を読み込み中',
    listLabel: 'あなたの取引',
    empty: 'まだ取引はありません',
    amount: '金額',
    balanceBefore: '取引前残高',
    balanceAfter: '取引後残高',
    type: {
      bet: 'ベット',
      win: '勝利',
      rollback: 'ロールバック',
      withdrawRollback: '出金の返金',
      promotion: 'プロモーション',
      deposit: '入金',
      redeem: '交換',
      inviteAward: '招待報酬',
      gift: 'ギフト',
      benefits: '特典',
      withdraw: '出金',
      cashback: 'キャッシュバック',
      fridayFun: 'フライデーファン',
      firstDepositBonus: '初回入金ボーナス',
    },
  },
};

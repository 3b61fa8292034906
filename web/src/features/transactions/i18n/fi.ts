import type { Widen } from '../../../shared/i18n/types';
import type { messages as english } from './en';

export const messages: Widen<typeof english> = {
  activity: {
    title: 'Tilin tapahtumat',
    last12Months: 'Viimeiset 12 kuukautta',
    lifetime: '{{date}} alkaen',
    deposits: 'Talletukset',
    withdrawals: 'Kotiutukset',
    netDeposits: 'Nettotalletukset',
    hint: 'Nettotalletukset ovat tallettamasi summa vähennettynä kotiuttamallasi summalla.',
    limitsLink: 'Aseta talletus- ja tappiorajat',
  },
  transactions: {
    title: 'Tapahtumahistoria',
    loading: 'Tapahtumia ladataan',
    listLabel: 'Tapahtumasi',
    empty: 'Ei vielä tapahtumia',
    amount: 'Summa',
    balanceBefore: 'Saldo ennen',
    balanceAfter: 'Saldo jälkeen',
    type: {
      bet: 'Panos',
      win: 'Voitto',
      rollback: 'Peruutus',
      withdrawRollback: 'Kotiutus palautettu',
      promotion: 'Kampanja',
      deposit: 'Talletus',
      redeem: 'Lunastus',
      inviteAward: 'Kutsupalkkio',
      gift: 'Lahja',
      benefits: 'Edut',
      withdraw: 'Kotiutus',
      cashback: 'Palautus',
      fridayFun: 'Perjantaihauskaa',
      firstDepositBonus: 'Ensitalletusbonus',
    },
  },
};

import type { SessionUser } from '@casino/contracts/entities/account';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../lib/money-format';

/**
 * The withdrawal figures of spec 02 §2: withdrawable balance, gift bonus (what the member holds
 * but may not withdraw: available − withdrawable) and the wagering still required.
 */
export function WithdrawalFigures({ member }: { member: SessionUser }) {
  const { t, i18n } = useTranslation('wallet');
  const money = (amount: number) => `${member.currencySymbol}${formatMoney(amount, i18n.language)}`;
  const giftBonus = Math.max(0, member.availableBalance - member.withdrawableBalance);
  return (
    <dl className="wallet-figures">
      <div className="wallet-figures__item wallet-figures__item--main">
        <dt>{t('cashOut.withdrawable')}</dt>
        <dd>{money(member.withdrawableBalance)}</dd>
      </div>
      <div className="wallet-figures__item">
        <dt>{t('cashOut.giftBonus')}</dt>
        <dd>{money(giftBonus)}</dd>
      </div>
      <div className="wallet-figures__item">
        <dt>{t('cashOut.wagered')}</dt>
        <dd>{money(member.rollingAmount)}</dd>
      </div>
    </dl>
  );
}

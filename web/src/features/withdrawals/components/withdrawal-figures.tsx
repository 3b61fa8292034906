import type { SessionUser } from '@casino/contracts/auth/schemas';
import { useTranslation } from 'react-i18next';
import { formatSymbolAmount } from '../../../shared/lib/format';

/**
 * The withdrawal figures of spec 02 §2 (withdrawable balance, gift bonus, wagering still
 * required) plus, while wagering is owed, the cash it holds back. Each is the session user's
 * own figure from the server's money policy: the screen derives none, so cash locked by
 * wagering is never shown as a gift.
 */
export function WithdrawalFigures({ member }: { member: SessionUser }) {
  const { t, i18n } = useTranslation('withdrawals');
  const money = (amount: number) => formatSymbolAmount(amount, member.currencySymbol, i18n.language);
  return (
    <dl className="wallet-figures">
      <div className="wallet-figures__item wallet-figures__item--main">
        <dt>{t('cashOut.withdrawable')}</dt>
        <dd>{money(member.withdrawableBalance)}</dd>
      </div>
      <div className="wallet-figures__item">
        <dt>{t('cashOut.giftBonus')}</dt>
        <dd>{money(member.bonusBalance)}</dd>
      </div>
      {member.lockedCashBalance > 0 && (
        <div className="wallet-figures__item">
          <dt>{t('cashOut.lockedCash')}</dt>
          <dd>{money(member.lockedCashBalance)}</dd>
        </div>
      )}
      <div className="wallet-figures__item">
        <dt>{t('cashOut.wagered')}</dt>
        <dd>{money(member.rollingAmount)}</dd>
      </div>
    </dl>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrencyAmount, formatDate } from '../../../shared/lib/format';
import { ResponsibleGamingLink } from '../../../shared/ui/responsible-gaming-link';
import { useAccountActivity } from '../api/get-account-activity';

const ROWS = [
  { field: 'deposits', label: 'activity.deposits' },
  { field: 'withdrawals', label: 'activity.withdrawals' },
  { field: 'netDeposits', label: 'activity.netDeposits' },
] as const;

/**
 * Money in and out beside the transaction history (player protection): deposits, withdrawals and net
 * deposits over the last 12 months and since the account opened, so the player sees what the
 * account has cost, with the way to the limits. Hidden while loading or when it cannot load.
 */
export function AccountActivity({ memberId }: { memberId: number }) {
  const { t, i18n } = useTranslation('transactions');
  const headingId = useId();
  const { data: activity } = useAccountActivity(memberId);
  if (!activity) return null;
  const money = (amount: number) => formatCurrencyAmount(amount, activity.currency, i18n.language);
  const since = formatDate(activity.since, i18n.language);
  return (
    <section className="account-activity" aria-labelledby={headingId}>
      <h3 id={headingId} className="account-activity__title">
        {t('activity.title')}
      </h3>
      <table className="account-activity__table">
        <thead>
          <tr>
            <td />
            <th scope="col">{t('activity.last12Months')}</th>
            <th scope="col">{t('activity.lifetime', { date: since })}</th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map(({ field, label }) => (
            <tr key={field} className={`account-activity__row--${field}`}>
              <th scope="row">{t(label)}</th>
              <td>{money(activity.last12Months[field])}</td>
              <td>{money(activity.lifetime[field])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="account-activity__hint">
        {t('activity.hint')}{' '}
        <ResponsibleGamingLink className="account-activity__link">
          {t('activity.limitsLink')}
        </ResponsibleGamingLink>
      </p>
    </section>
  );
}

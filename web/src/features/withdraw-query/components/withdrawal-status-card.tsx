import type { WithdrawQueryResult } from '@casino/contracts/withdrawals/query-endpoints';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { formatDateTime, formatMoney } from '../../../shared/lib/format';
import { WITHDRAW_STATUS_KEYS } from '../withdraw-query-flow';

/** One withdrawal's status in words, with its amount and dates. */
export function WithdrawalStatusCard({ result }: { result: WithdrawQueryResult }) {
  const { t, i18n } = useTranslation('withdraw-query');
  const statusKey = WITHDRAW_STATUS_KEYS[result.status];
  const formatDate = (iso: string) => formatDateTime(iso, i18n.language);
  const amount = formatMoney(result.amount, i18n.language);
  return (
    <section className="withdraw-status" aria-labelledby="withdraw-status-title">
      <h2 id="withdraw-status-title" className="withdraw-status__title">
        {t('result.title', { id: String(result.id) })}
      </h2>
      <p className={`withdraw-status__badge withdraw-status__badge--${statusKey}`}>
        {t('result.status')}: <strong>{t(`status.${statusKey}`)}</strong>
      </p>
      <p className="withdraw-status__explain">{t(`statusExplain.${statusKey}`)}</p>
      <dl className="withdraw-status__facts">
        <dt>{t('result.amount')}</dt>
        <dd>
          {amount} {result.currency}
        </dd>
        <dt>{t('result.requested')}</dt>
        <dd>{formatDate(result.createTime)}</dd>
        {result.updateTime && (
          <>
            <dt>{t('result.updated')}</dt>
            <dd>{formatDate(result.updateTime)}</dd>
          </>
        )}
      </dl>
      <p>
        <Link to={paths.queryOne}>{t('result.another')}</Link>
      </p>
    </section>
  );
}

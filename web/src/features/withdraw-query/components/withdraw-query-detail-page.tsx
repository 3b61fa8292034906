import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { PageIntro } from '../../../shared/ui/page-intro';
import '../withdraw-query.css';
import { readResultState } from '../withdraw-query-flow';
import { StartAgainNotice } from './start-again-notice';
import { WithdrawalStatusCard } from './withdrawal-status-card';

/** `/withdrawQueryDetail`: the result of the one-form lookup. */
export function WithdrawQueryDetailPage() {
  const { t } = useTranslation();
  const result = readResultState(useLocation().state);
  return (
    <PageIntro title={t('routes.withdrawQueryDetail')} description={t('pages.withdrawQueryDetail')}>
      <div className="withdraw-query">
        {result ? <WithdrawalStatusCard result={result} /> : <StartAgainNotice to={paths.withdrawLogin} />}
      </div>
    </PageIntro>
  );
}

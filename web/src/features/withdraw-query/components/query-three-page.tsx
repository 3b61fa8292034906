import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageIntro } from '../../../shared/ui/page-intro';
import '../withdraw-query.css';
import { readResultState } from '../withdraw-query-flow';
import { QuerySteps } from './query-steps';
import { StartAgainNotice } from './start-again-notice';
import { WithdrawalStatusCard } from './withdrawal-status-card';

/** `/queryThree`: step three shows the withdrawal's status in words, amount and dates. */
export function QueryThreePage() {
  const { t } = useTranslation();
  const result = readResultState(useLocation().state);
  return (
    <PageIntro title={t('routes.queryThree')} description={t('pages.queryThree')}>
      <div className="withdraw-query">
        <QuerySteps current={3} />
        {result ? <WithdrawalStatusCard result={result} /> : <StartAgainNotice />}
      </div>
    </PageIntro>
  );
}

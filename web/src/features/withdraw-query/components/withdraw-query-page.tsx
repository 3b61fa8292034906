import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { PageIntro } from '../../../shared/ui/page-intro';
import '../withdraw-query.css';

/** `/withdrawQuery`: what the lookup needs, and the two ways to run it. */
export function WithdrawQueryPage() {
  const { t } = useTranslation();
  const { t: tQuery } = useTranslation('withdraw-query');
  return (
    <PageIntro title={t('routes.withdrawQuery')} description={t('pages.withdrawQuery')}>
      <div className="withdraw-query">
        <p>{tQuery('intro.what')}</p>
        <ul className="withdraw-query__needs">
          <li>{tQuery('intro.needAccount')}</li>
          <li>{tQuery('intro.needReference')}</li>
          <li>{tQuery('intro.needPassword')}</li>
        </ul>
        <div className="withdraw-query__actions">
          <Link to={paths.queryOne} className="button button--primary button--md">
            {tQuery('intro.stepByStep')}
          </Link>
          <Link to={paths.withdrawLogin} className="button button--secondary button--md">
            {tQuery('intro.oneForm')}
          </Link>
        </div>
      </div>
    </PageIntro>
  );
}

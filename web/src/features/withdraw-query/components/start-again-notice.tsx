import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';

/** A later step opened on its own (a bookmark, a reload): its data is gone, so start again. */
export function StartAgainNotice({ to = paths.queryOne }: { to?: string }) {
  const { t } = useTranslation('withdraw-query');
  return (
    <div className="withdraw-query__notice">
      <p>{t('startAgain.text')}</p>
      <p>
        <Link to={to} className="button button--primary button--md">
          {t('startAgain.link')}
        </Link>
      </p>
    </div>
  );
}

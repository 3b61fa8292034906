import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { PageIntro } from '../../../shared/ui/page-intro';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageIntro title={t('routes.notFound')} description={t('notFound.body')}>
      <p>
        <Link className="button button--primary" to={paths.home}>
          {t('actions.backHome')}
        </Link>
      </p>
    </PageIntro>
  );
}

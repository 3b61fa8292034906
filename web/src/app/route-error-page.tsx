import { useTranslation } from 'react-i18next';
import { PageIntro } from '../shared/ui/page-intro';

/** Shown in place of a page whose render or loader threw; the shell around it stays. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <PageIntro title={t('errors.title')} description={t('errors.body')}>
      <p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('actions.reload')}
        </button>
      </p>
    </PageIntro>
  );
}

import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { PageIntro } from '../../../shared/ui/page-intro';
import { safeAppPath } from '../utils/safe-app-path';

/** The redirect helper: `/redirect?to=/path` goes on to that page of the app. */
export function RedirectPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const target = safeAppPath(searchParams.get('to'));
  if (target) return <Navigate to={target} replace />;
  return <PageIntro title={t('routes.redirect')} description={t('pages.redirect')} />;
}

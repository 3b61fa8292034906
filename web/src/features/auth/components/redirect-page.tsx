import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { PageIntro } from '../../../shared/ui/page-intro';

/** Only in-app paths: an external `to` would make this page an open redirect. */
function safeTarget(to: string | null): string | null {
  if (!to || !to.startsWith('/') || to.startsWith('//')) return null;
  return to;
}

/** The redirect helper: `/redirect?to=/path` goes on to that page of the app. */
export function RedirectPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const target = safeTarget(searchParams.get('to'));
  if (target) return <Navigate to={target} replace />;
  return <PageIntro title={t('routes.redirect')} description={t('pages.redirect')} />;
}

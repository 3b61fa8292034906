import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { openOverlay } from '../../../shared/overlays/overlay-store';
import { useSessionUser } from '../../../shared/session/api/get-session-user';
import { PageIntro } from '../../../shared/ui/page-intro';
import { safeAppPath } from '../utils/safe-app-path';
import { SignInForm } from './sign-in-form';

/**
 * /login: the sign-in form as a page. The guard sends visitors here with `backurl`; once the
 * session holds a member (after signing in, or already) the page goes there, else home.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const { data: user } = useSessionUser();
  if (user) return <Navigate to={safeAppPath(searchParams.get('backurl')) ?? paths.home} replace />;
  return (
    <PageIntro title={t('routes.login')} description={t('pages.login')}>
      <div className="auth-card">
        <SignInForm onForgotPassword={() => openOverlay('forgotPassword')} />
      </div>
    </PageIntro>
  );
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { openOverlay } from '../../../shared/overlays/overlay-store';
import { useSessionUser } from '../../../shared/session/api/get-session-user';
import { sessionEnd } from '../../../shared/session/session-end';
import { PageIntro } from '../../../shared/ui/page-intro';
import { safeAppPath } from '../utils/safe-app-path';
import { SignInForm } from './sign-in-form';

/**
 * Goes where the member was sent from, in place of /login, and opens there again the pop-ups a
 * session end closed (decision 067). Navigated first: the pop-ups then take their history
 * entries over that page's, not over /login's.
 */
function ReturnToBackurl({ to, memberId }: { to: string; memberId: number }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
    sessionEnd.resume(memberId, to);
  }, [navigate, to, memberId]);
  return null;
}

/**
 * /login: the sign-in form as a page. The guard sends visitors here with `backurl`; once the
 * session holds a member (after signing in, or already) the page goes there, else home.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const { data: user } = useSessionUser();
  if (user) {
    const to = safeAppPath(searchParams.get('backurl')) ?? paths.home;
    return <ReturnToBackurl to={to} memberId={user.id} />;
  }
  return (
    <PageIntro title={t('routes.login')} description={t('pages.login')}>
      <div className="auth-card">
        <SignInForm onForgotPassword={() => openOverlay('forgotPassword')} />
      </div>
    </PageIntro>
  );
}

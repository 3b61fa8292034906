import type { SessionUser } from '@casino/contracts/auth/schemas';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { openOverlay } from '../../../shared/overlays/overlay-store';
import { useSessionUser } from '../../../shared/session/api/get-session-user';
import { Button } from '../../../shared/ui/button';
import { PageIntro } from '../../../shared/ui/page-intro';
import { SignUpWizard } from './sign-up-wizard';
import { SingleSignUpForm } from './single-sign-up-form';
import { SocialSignUpForm } from './social-sign-up-form';

/** `/join?variant=single` and `/join?variant=social` pick the other two sign-up forms. */
export const JoinVariant = { STEPS: 'steps', SINGLE: 'single', SOCIAL: 'social' } as const;
type JoinVariant = (typeof JoinVariant)[keyof typeof JoinVariant];

function variantOf(value: string | null): JoinVariant {
  return value === JoinVariant.SINGLE || value === JoinVariant.SOCIAL ? value : JoinVariant.STEPS;
}

/**
 * /join: the sign-up page, for visitors (a signed-in member who opens it goes home, as /login
 * does: sign-up is offered to logged-out users only, spec 01 section 2). After registering the
 * member is signed in, goes home and sees the "join submitted" pop-up with the member id; a
 * social sign-up just goes home.
 */
export function JoinPage() {
  const { t } = useTranslation();
  const { t: tAuth } = useTranslation('auth');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const variant = variantOf(searchParams.get('variant'));
  const { data: user } = useSessionUser();

  function registered(user: SessionUser): void {
    void navigate(paths.home);
    openOverlay('joinSubmitted', { memberId: user.id });
  }
  const signIn = () => openOverlay('signIn');
  // A sign-up on this page navigates home itself before the stored member renders here.
  if (user) return <Navigate to={paths.home} replace />;

  if (variant === JoinVariant.SOCIAL) {
    return (
      <PageIntro title={t('routes.join')} description={t('pages.join')}>
        <div className="auth-card">
          <SocialSignUpForm
            onRegistered={() => void navigate(paths.home)}
            onBack={() => void navigate(paths.join)}
          />
        </div>
      </PageIntro>
    );
  }

  return (
    <PageIntro title={t('routes.join')} description={t('pages.join')}>
      <div className="auth-card auth-card--wide">
        {variant === JoinVariant.SINGLE ? (
          <SingleSignUpForm onRegistered={registered} onSignIn={signIn} />
        ) : (
          <SignUpWizard onRegistered={registered} onSignIn={signIn} />
        )}
        <div className="auth-card__alternatives">
          <p className="auth-separator">
            <span>{tAuth('register.orSeparator')}</span>
          </p>
          <Button
            variant="secondary"
            fullWidth
            onClick={() => void navigate(`${paths.join}?variant=${JoinVariant.SOCIAL}`)}
          >
            <span className="auth-facebook-mark" aria-hidden="true">
              f
            </span>
            {tAuth('register.continueWithFacebook')}
          </Button>
          <Link
            className="link-button auth-link auth-card__variant-link"
            to={variant === JoinVariant.SINGLE ? paths.join : `${paths.join}?variant=${JoinVariant.SINGLE}`}
          >
            {variant === JoinVariant.SINGLE
              ? tAuth('register.multiStepLink')
              : tAuth('register.singleFormLink')}
          </Link>
        </div>
      </div>
    </PageIntro>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { playerMessage } from '../../../shared/api/player-message';
import { paths } from '../../../shared/config/paths';
import { openOverlay } from '../../../shared/overlays/overlay-store';
import { useSessionUser } from '../../../shared/session/api/get-session-user';
import { BusyIndicator } from '../../../shared/ui/busy-indicator';
import { Button } from '../../../shared/ui/button';
import { PageIntro } from '../../../shared/ui/page-intro';
import { useActivateAccount } from '../api/activate-account';
import { isAlreadyActivated, useResendActivation } from '../hooks/use-resend-activation';
import { OutcomeHeading } from './outcome-heading';
import '../auth.css';
import { Icon } from '../../../shared/ui/icon';

/** Failure: say why, and offer a new mail (needs the member id: signed in, or sign in first). */
function ActivationFailed({ reason }: { reason: string }) {
  const { t } = useTranslation('auth');
  const { pathname, search } = useLocation();
  const { data: user } = useSessionUser();
  const resend = useResendActivation();
  return (
    <div className="auth-card auth-status auth-status--failed" role="alert">
      <h2 className="auth-status__title">
        <Icon name="close" /> {t('activate.failedTitle')}
      </h2>
      <p>{reason}</p>
      {user ? (
        <Button loading={resend.isPending} onClick={() => resend.send(user.id)}>
          {t('activate.resend')}
        </Button>
      ) : (
        <Button onClick={() => openOverlay('signIn', { backurl: `${pathname}${search}` })}>
          {t('activate.signInToResend')}
        </Button>
      )}
    </div>
  );
}

/**
 * The link opened again, or an older mail's link, for an account that is active: not a
 * failure, and no new mail is needed. The way on is signing in, or home for a signed-in member.
 */
function ActivationAlreadyDone() {
  const { t } = useTranslation('auth');
  const { data: user } = useSessionUser();
  return (
    <div className="auth-card auth-status auth-status--success">
      <OutcomeHeading>
        <Icon name="check" /> {t('activate.alreadyTitle')}
      </OutcomeHeading>
      <p>{t('activate.alreadyBody')}</p>
      {user ? (
        <Link className="button button--primary button--md" to={paths.home}>
          {t('activate.goHome')}
        </Link>
      ) : (
        <Button onClick={() => openOverlay('signIn', {})}>{t('activate.signIn')}</Button>
      )}
    </div>
  );
}

/**
 * /activation?code=…: activating, then success, "already active" (a link used before) or
 * failure (with a resend option).
 */
export function ActivationPage() {
  const { t } = useTranslation();
  const { t: tAuth } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code')?.trim() || null;
  const activation = useActivateAccount(code);

  let content: ReactNode;
  if (!code) content = <ActivationFailed reason={tAuth('activate.missingCode')} />;
  else if (isAlreadyActivated(activation.error)) content = <ActivationAlreadyDone />;
  else if (activation.isError) content = <ActivationFailed reason={playerMessage(activation.error)} />;
  else if (activation.isSuccess)
    content = (
      <div className="auth-card auth-status auth-status--success">
        <OutcomeHeading>
          <Icon name="check" /> {tAuth('activate.successTitle')}
        </OutcomeHeading>
        <p>{tAuth('activate.successBody')}</p>
        <Link className="button button--primary button--md" to={paths.home}>
          {tAuth('activate.goHome')}
        </Link>
      </div>
    );
  else content = <BusyIndicator label={tAuth('activate.activating')} />;

  return (
    <PageIntro title={t('routes.activation')} description={t('pages.activation')}>
      {content}
    </PageIntro>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import type { OverlayComponentProps } from '../../../shared/overlays/overlay-names';
import { openOverlay } from '../../../shared/overlays/overlay-store';
import { useSessionUser } from '../../../shared/session/api/get-session-user';
import { Button } from '../../../shared/ui/button';
import { Modal } from '../../../shared/ui/modal';
import { useResendActivation } from '../hooks/use-resend-activation';
import '../auth.css';

/**
 * After sign-up: the new member id and the activation notice, with "send again" and "login".
 * Sign-up signs the member in, so "login" only offers the sign-in pop-up when the session is
 * gone (e.g. signed out in another tab); otherwise it says "start playing" and closes.
 */
export function JoinSubmittedOverlay({ memberId, onClose }: OverlayComponentProps<'joinSubmitted'>) {
  const { t } = useTranslation('auth');
  const bodyId = useId();
  const { data: user } = useSessionUser();
  const resend = useResendActivation();
  const footer = user ? (
    <Button onClick={onClose} data-autofocus>
      {t('joinSubmitted.continue')}
    </Button>
  ) : (
    <Button
      data-autofocus
      onClick={() => {
        onClose();
        openOverlay('signIn');
      }}
    >
      {t('joinSubmitted.login')}
    </Button>
  );
  return (
    <Modal
      open
      onClose={onClose}
      title={t('joinSubmitted.title')}
      size="sm"
      describedBy={bodyId}
      footer={footer}
    >
      <div className="join-submitted">
        <p className="join-submitted__id">
          <span className="join-submitted__id-label">{t('joinSubmitted.memberId')}</span>
          <strong className="join-submitted__id-value">{memberId}</strong>
        </p>
        <p id={bodyId}>{t('joinSubmitted.body')}</p>
        <p className="join-submitted__resend">
          {t('joinSubmitted.notReceived')}{' '}
          <Button
            variant="secondary"
            size="sm"
            loading={resend.isPending}
            onClick={() => resend.send(memberId)}
          >
            {t('joinSubmitted.sendAgain')}
          </Button>
        </p>
        {/* Player protection: sign-up prompts the player to set a deposit limit. */}
        <p className="join-submitted__limits">
          {t('joinSubmitted.limitsPrompt')}{' '}
          <Link to={paths.responsibleGaming} onClick={onClose}>
            {t('joinSubmitted.limitsLink')}
          </Link>
        </p>
      </div>
    </Modal>
  );
}

import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { OverlayComponentProps } from '../../../shared/overlays/overlay-names';
import { openOverlay } from '../../../shared/overlays/overlay-store';
import { Modal } from '../../../shared/ui/modal';
import { SIGN_UP_STEP_PARAM, SignUpWizard } from './sign-up-wizard';

/** The three-step sign-up as a pop-up (a promotion's REGISTER action, a banner game). */
export function SignUpOverlay({ onClose: close }: OverlayComponentProps<'signUp'>) {
  const { t } = useTranslation('auth');
  const [, setSearchParams] = useSearchParams();
  // The wizard keeps its step in the URL; a closed pop-up leaves no step behind.
  const onClose = () => {
    close();
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.delete(SIGN_UP_STEP_PARAM);
        return params;
      },
      { replace: true },
    );
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={t('register.title')}
      size="md"
      mobileFullScreen
      className="auth-modal"
    >
      <SignUpWizard
        onRegistered={(user) => {
          onClose();
          openOverlay('joinSubmitted', { memberId: user.id });
        }}
        onSignIn={() => {
          onClose();
          openOverlay('signIn');
        }}
      />
    </Modal>
  );
}

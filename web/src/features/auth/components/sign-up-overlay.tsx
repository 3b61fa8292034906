import { useTranslation } from 'react-i18next';
import type { OverlayComponentProps } from '../../../shared/overlays/overlay-names';
import { openOverlay } from '../../../shared/overlays/overlay-store';
import { Modal } from '../../../shared/ui/modal';
import { SignUpWizard } from './sign-up-wizard';

/** The three-step sign-up as a pop-up (a promotion's REGISTER action, a banner game). */
export function SignUpOverlay({ onClose }: OverlayComponentProps<'signUp'>) {
  const { t } = useTranslation('auth');
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

import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { OverlayComponentProps } from '../../../shared/overlays/overlay-names';
import { openOverlay } from '../../../shared/overlays/overlay-store';
import { sessionEnd } from '../../../shared/session/session-end';
import { Modal } from '../../../shared/ui/modal';
import { safeAppPath } from '../utils/safe-app-path';
import { SignInForm } from './sign-in-form';

/**
 * The sign-in pop-up. Forgot password opens on top of it, so "back to login" comes back here
 * with focus where it was. On success the pop-up closes (the shell then shows the promotion).
 */
export function SignInOverlay({ backurl, onClose }: OverlayComponentProps<'signIn'>) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Modal open onClose={onClose} title={t('login.title')} size="sm" className="auth-modal">
      <SignInForm
        onSignedIn={(user) => {
          onClose();
          const target = safeAppPath(backurl);
          if (target) void navigate(target);
          // A session that ended here: its pop-ups open again (decision 067).
          sessionEnd.resume(user.id, target ?? `${location.pathname}${location.search}`);
        }}
        onForgotPassword={() => openOverlay('forgotPassword')}
        onSignUp={onClose}
      />
    </Modal>
  );
}

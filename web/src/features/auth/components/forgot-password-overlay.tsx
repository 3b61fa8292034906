import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { paths } from '../../../shared/config/paths';
import type { OverlayComponentProps } from '../../../shared/overlays/overlay-names';
import { openOverlay, useOverlay } from '../../../shared/overlays/overlay-store';
import { alertDialog } from '../../../shared/ui/dialog-store';
import { TextField } from '../../../shared/ui/form-field';
import { Modal } from '../../../shared/ui/modal';
import { useSendForgotPasswordMail } from '../api/send-forgot-password-mail';
import { useFieldErrors } from '../hooks/use-field-errors';
import { type FieldRule, isFilled } from '../utils/validation';
import { SubmitOrBack } from './submit-or-back';
import '../auth.css';

type ForgotField = 'usernameOrEmail';

const forgotRules: readonly FieldRule<{ usernameOrEmail: string }, ForgotField>[] = [
  {
    field: 'usernameOrEmail',
    messageKey: 'forgot.usernameTip',
    passes: (values) => isFilled(values.usernameOrEmail),
  },
];

/**
 * Forgot password: mails a reset link. Success shows the "mail sent" dialog, then goes back to
 * login; a failure shows the "sending failed" text under the form (and as a toast).
 */
export function ForgotPasswordOverlay({ onClose }: OverlayComponentProps<'forgotPassword'>) {
  const { t } = useTranslation('auth');
  const { pathname } = useLocation();
  const signIn = useOverlay('signIn');
  const [usernameOrEmail, setUsernameOrEmail] = useState('');
  const { formRef, errors, validate, clear, report } = useFieldErrors<ForgotField>();
  const sendMail = useSendForgotPasswordMail();

  /** Back to the sign-in form: the pop-up below, the /login page, or a new sign-in pop-up. */
  function backToLogin(): void {
    onClose();
    if (!signIn.isOpen && pathname !== paths.login) openOverlay('signIn');
  }

  function submit(event: FormEvent): void {
    event.preventDefault();
    if (sendMail.isPending || !validate({ usernameOrEmail }, forgotRules)) return;
    sendMail.mutate(usernameOrEmail.trim(), {
      onSuccess: async () => {
        await alertDialog({ message: t('forgot.sendSuccess') });
        backToLogin();
      },
      onError: () => {
        report('usernameOrEmail', t('forgot.sendFailed'));
      },
    });
  }

  return (
    <Modal open onClose={onClose} title={t('forgot.title')} size="sm" className="auth-modal">
      <form ref={formRef} className="auth-form" onSubmit={submit} noValidate>
        <p className="auth-form__intro">{t('forgot.intro')}</p>
        <TextField
          label={t('forgot.field')}
          name="usernameOrEmail"
          autoComplete="username"
          value={usernameOrEmail}
          error={errors.usernameOrEmail}
          onChange={(event) => {
            setUsernameOrEmail(event.target.value);
            clear('usernameOrEmail');
          }}
        />
        <SubmitOrBack
          submit={t('forgot.submit')}
          busy={sendMail.isPending}
          back={t('forgot.backToLogin')}
          onBack={backToLogin}
        />
      </form>
    </Modal>
  );
}

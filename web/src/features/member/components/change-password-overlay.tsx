import {
  type PasswordAccount,
  type PasswordProblemValue,
  passwordProblem,
} from '@casino/contracts/auth/password-policy';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OverlayComponentProps } from '../../../shared/overlays/overlay-names';
import { useSessionUser } from '../../../shared/session/api/get-session-user';
import { Button } from '../../../shared/ui/button';
import { alertDialog } from '../../../shared/ui/dialog-store';
import { Modal } from '../../../shared/ui/modal';
import { NewPasswordInputs, type TextFieldSource } from '../../../shared/ui/text-inputs';
import { toast } from '../../../shared/ui/toast-store';
import { useChangePassword } from '../api/change-password';
import '../../../shared/styles/account-screens.css';

interface PasswordErrors {
  password?: 'password.passwordTip' | `password.${PasswordProblemValue}`;
  repassword?: 'password.passwordTip1';
}

/**
 * Spec 01 section 5, in order: the new password is required, then the repeat must match it;
 * then the password policy (ours), which also keeps the member's username and e-mail out.
 */
export function validatePasswordChange(
  password: string,
  repassword: string,
  account: PasswordAccount = {},
): PasswordErrors {
  if (!password) return { password: 'password.passwordTip' };
  if (password !== repassword) return { repassword: 'password.passwordTip1' };
  const problem = passwordProblem(password, account);
  if (problem) return { password: `password.${problem}` };
  return {};
}

/** New password and its repeat; Change sends them, Cancel closes (spec 01 section 2). */
export function ChangePasswordOverlay({ onClose }: OverlayComponentProps<'changePassword'>) {
  const { t } = useTranslation('member');
  const { t: tCommon } = useTranslation();
  const { data: user } = useSessionUser();
  const change = useChangePassword();
  const [values, setValues] = useState({ password: '', repassword: '' });
  const { password, repassword } = values;
  const [errors, setErrors] = useState<PasswordErrors>({});
  const form: TextFieldSource<keyof typeof values> = {
    values,
    errors: {
      password: errors.password ? t(errors.password) : undefined,
      repassword: errors.repassword ? t(errors.repassword) : undefined,
    },
    change: (field, value) => setValues((current) => ({ ...current, [field]: value })),
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validatePasswordChange(password, repassword, user ?? {});
    setErrors(found);
    if (found.password || found.repassword || !user) return;
    change.mutate(
      { id: user.id, password, repassword },
      {
        onSuccess: async () => {
          await alertDialog({ message: t('password.successTip') });
          onClose();
        },
        onError: () => toast.error(tCommon('common.serverBusy')),
      },
    );
  }

  const formId = 'change-password-form';
  return (
    <Modal
      open
      onClose={onClose}
      title={t('password.title')}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('password.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={change.isPending}>
            {t('password.change')}
          </Button>
        </>
      }
    >
      <form id={formId} className="account-form" noValidate onSubmit={submit}>
        <NewPasswordInputs
          form={form}
          labels={{ password: t('password.newPassword'), repassword: t('password.repeatPassword') }}
        />
      </form>
    </Modal>
  );
}

import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { playerMessage } from '../../../shared/api/player-message';
import { openOverlay } from '../../../shared/overlays/overlay-store';
import { Button } from '../../../shared/ui/button';
import { PageIntro } from '../../../shared/ui/page-intro';
import { NewPasswordInputs } from '../../../shared/ui/text-inputs';
import { toast } from '../../../shared/ui/toast-store';
import { useResetPassword } from '../api/reset-password';
import { useTextForm } from '../hooks/use-text-form';
import { type FieldRule, newPasswordRules } from '../utils/validation';
import { OutcomeHeading } from './outcome-heading';
import '../auth.css';
import { Icon } from '../../../shared/ui/icon';

interface ResetValues {
  password: string;
  repassword: string;
}
type ResetField = keyof ResetValues;

/** New password required; the repeat must match (spec 01 section 5, "Passwords"). */
export const passwordResetRules: readonly FieldRule<ResetValues, ResetField>[] = [
  { field: 'password', messageKey: 'reset.passwordTip', passes: (values) => values.password !== '' },
  {
    field: 'repassword',
    messageKey: 'reset.mismatch',
    passes: (values) => values.repassword === values.password,
  },
  // The password policy (ours); the server also refuses the account's username or e-mail.
  ...newPasswordRules<ResetValues, ResetField>('password', () => ({})),
];

function ResetForm({ code, onDone }: { code: string; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const form = useTextForm<ResetValues>({ password: '', repassword: '' });
  const { formRef, values, validate } = form;
  const reset = useResetPassword();

  function submit(event: FormEvent): void {
    event.preventDefault();
    if (reset.isPending || !validate(values, passwordResetRules)) return;
    reset.mutate(
      { code, ...values },
      { onSuccess: onDone, onError: (error) => toast.error(playerMessage(error)) },
    );
  }

  return (
    <form ref={formRef} className="auth-form" noValidate onSubmit={submit}>
      <NewPasswordInputs
        form={form}
        labels={{ password: t('reset.newPassword'), repassword: t('reset.repeatPassword') }}
      />
      <Button type="submit" size="lg" fullWidth loading={reset.isPending}>
        {t('reset.submit')}
      </Button>
    </form>
  );
}

/** /password/reset?code=…: a new password with the mailed code, then "sign in". */
export function PasswordResetPage() {
  const { t } = useTranslation();
  const { t: tAuth } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code')?.trim() || null;
  const [done, setDone] = useState(false);

  let content = code ? <ResetForm code={code} onDone={() => setDone(true)} /> : null;
  if (!code)
    content = (
      <div className="auth-status auth-status--failed" role="alert">
        <p>{tAuth('reset.missingCode')}</p>
        <Button onClick={() => openOverlay('forgotPassword')}>{tAuth('reset.requestNew')}</Button>
      </div>
    );
  if (done)
    content = (
      <div className="auth-status auth-status--success">
        <OutcomeHeading>
          <Icon name="check" /> {tAuth('reset.successTitle')}
        </OutcomeHeading>
        <p>{tAuth('reset.successBody')}</p>
        <Button onClick={() => openOverlay('signIn')}>{tAuth('reset.signIn')}</Button>
      </div>
    );

  return (
    <PageIntro title={t('routes.passwordReset')} description={t('pages.passwordReset')}>
      <div className="auth-card">{content}</div>
    </PageIntro>
  );
}

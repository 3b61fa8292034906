import type { SessionUser } from '@casino/contracts/auth/schemas';
import { LoginSchema } from '@casino/contracts/auth/schemas';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { playerMessage } from '../../../shared/api/player-message';
import { paths } from '../../../shared/config/paths';
import { maxLengthsOf } from '../../../shared/lib/schema-limits';
import { sessionEnd } from '../../../shared/session/session-end';
import { Button } from '../../../shared/ui/button';
import { PasswordField, TextField } from '../../../shared/ui/form-field';
import { bindText } from '../../../shared/ui/text-inputs';
import { toast } from '../../../shared/ui/toast-store';
import { useLogin } from '../api/login';
import { useTextForm } from '../hooks/use-text-form';
import { type FieldRule, isFilled } from '../utils/validation';
import '../auth.css';

/** The contract's caps of the sign-in fields. */
const LOGIN_LIMITS = maxLengthsOf(LoginSchema);

interface SignInValues {
  username: string;
  password: string;
}
type SignInField = keyof SignInValues;

/** Spec 01 section 5, login: username or e-mail, then password. */
export const signInRules: readonly FieldRule<SignInValues, SignInField>[] = [
  { field: 'username', messageKey: 'login.usernameTip', passes: (values) => isFilled(values.username) },
  { field: 'password', messageKey: 'login.passwordTip', passes: (values) => values.password !== '' },
];

interface SignInFormProps {
  onSignedIn?: (user: SessionUser) => void;
  onForgotPassword: () => void;
  /** Called as the sign-up link is followed (the pop-up closes itself). */
  onSignUp?: () => void;
}

/**
 * Username (or e-mail) and password, with the forgot-password and sign-up links. After a session
 * ended under the player it first says so (decision 067), in the page and the pop-up alike.
 */
export function SignInForm({ onSignedIn, onForgotPassword, onSignUp }: SignInFormProps) {
  const { t } = useTranslation('auth');
  const [sessionEnded] = useState(() => sessionEnd.pendingNotice() === 'expired');
  const form = useTextForm<SignInValues>({ username: '', password: '' });
  const { formRef, values, validate } = form;
  const loginMutation = useLogin({
    onSuccess: onSignedIn,
    // Spec 01 section 8: the server's message is toasted; a break or self-exclusion refusal
    // (player protection) is said in the shown language with its end date.
    onError: (error) => toast.error(playerMessage(error) || t('login.failed')),
  });

  function submit(event: FormEvent): void {
    event.preventDefault();
    if (loginMutation.isPending || !validate(values, signInRules)) return;
    loginMutation.mutate({ username: values.username.trim(), password: values.password });
  }

  return (
    <form ref={formRef} className="auth-form" onSubmit={submit} noValidate>
      {sessionEnded && (
        <p className="auth-form__notice" role="alert">
          {t('login.sessionEnded')}
        </p>
      )}
      <TextField
        label={t('login.username')}
        {...bindText(form, 'username')}
        maxLength={LOGIN_LIMITS.username}
        autoComplete="username"
      />
      <PasswordField
        label={t('login.password')}
        {...bindText(form, 'password')}
        maxLength={LOGIN_LIMITS.password}
      />
      <button type="button" className="link-button auth-link auth-form__forgot" onClick={onForgotPassword}>
        {t('login.forgotPassword')}
      </button>
      <Button type="submit" size="lg" fullWidth loading={loginMutation.isPending}>
        {t('login.submit')}
      </Button>
      <p className="auth-form__switch">
        {t('login.noAccount')}{' '}
        <Link className="link-button auth-link" to={paths.join} onClick={onSignUp}>
          {t('login.signUpLink')}
        </Link>
      </p>
    </form>
  );
}

import { useTranslation } from 'react-i18next';

/** "Already have an account? Sign in", under both sign-up forms. */
export function SignInSwitch({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <p className="auth-form__switch">
      {t('register.haveAccount')}{' '}
      <button type="button" className="link-button auth-link" onClick={onSignIn}>
        {t('register.signInLink')}
      </button>
    </p>
  );
}

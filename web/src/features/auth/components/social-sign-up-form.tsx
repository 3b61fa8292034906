import type { SessionUser } from '@casino/contracts/auth/schemas';
import { isEmail } from '@casino/contracts/core/primitives';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { playerMessage } from '../../../shared/api/player-message';
import { TextInputs } from '../../../shared/ui/text-inputs';
import { toast } from '../../../shared/ui/toast-store';
import { useFacebookRegister } from '../api/facebook-register';
import { useTextForm } from '../hooks/use-text-form';
import { type FieldRule, isFilled } from '../utils/validation';
import { SubmitOrBack } from './submit-or-back';
import '../auth.css';

interface SocialValues {
  email: string;
  firstName: string;
  lastName: string;
}
type SocialField = keyof SocialValues;

/** Spec 01 section 5, social registration, in order. */
export const socialRules: readonly FieldRule<SocialValues, SocialField>[] = [
  { field: 'email', messageKey: 'register.emailTip', passes: (values) => isFilled(values.email) },
  { field: 'email', messageKey: 'register.emailTip1', passes: (values) => isEmail(values.email) },
  { field: 'firstName', messageKey: 'register.firstnameTip', passes: (values) => isFilled(values.firstName) },
  { field: 'lastName', messageKey: 'register.lastnameTip', passes: (values) => isFilled(values.lastName) },
];

interface SocialSignUpFormProps {
  onRegistered: (user: SessionUser) => void;
  onBack: () => void;
}

/**
 * The social-login registration form: e-mail and names go to `faceBookRegister`, which signs
 * the member in (creating the account when the e-mail is new). No Facebook SDK runs here: in a
 * real deployment the network's login would fill these fields first.
 */
export function SocialSignUpForm({ onRegistered, onBack }: SocialSignUpFormProps) {
  const { t } = useTranslation('auth');
  const form = useTextForm<SocialValues>({ email: '', firstName: '', lastName: '' });
  const { formRef, values, validate } = form;
  const socialRegister = useFacebookRegister({ onSuccess: onRegistered });

  function submit(event: FormEvent): void {
    event.preventDefault();
    if (socialRegister.isPending || !validate(values, socialRules)) return;
    socialRegister.mutate(
      { email: values.email.trim(), firstName: values.firstName.trim(), lastName: values.lastName.trim() },
      { onError: (error) => toast.error(playerMessage(error)) },
    );
  }

  return (
    <form ref={formRef} className="auth-form sign-up" noValidate onSubmit={submit}>
      <h2 className="sign-up__title">{t('social.title')}</h2>
      <p className="auth-form__intro">{t('social.intro')}</p>
      <TextInputs
        form={form}
        required
        inputs={[
          { field: 'email', label: t('register.email'), type: 'email', autoComplete: 'email' },
          { field: 'firstName', label: t('register.firstName'), autoComplete: 'given-name' },
          { field: 'lastName', label: t('register.lastName'), autoComplete: 'family-name' },
        ]}
      />
      <SubmitOrBack
        submit={t('social.submit')}
        busy={socialRegister.isPending}
        back={t('social.back')}
        onBack={onBack}
      />
    </form>
  );
}

import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { useRegistrationSubmit } from '../hooks/use-registration-submit';
import { useSignUpForm } from '../hooks/use-sign-up-form';
import { singleFormRules } from '../utils/sign-up-values';
import { AccountFields } from './account-fields';
import { AddressFields, AgreementFields } from './address-fields';
import { NameFields } from './personal-fields';
import type { SignUpFlowProps } from './sign-up-wizard';
import '../auth.css';
import { SignInSwitch } from './sign-in-switch';

/**
 * The single-form variant (spec 01 section 2): account fields in a sibling section, then
 * names, country, state, town, postal code, address and the agreement; checks in the order of
 * spec 01 section 5 ("after mobile ..."). No currency: the server gives its default.
 */
export function SingleSignUpForm({ onRegistered, onSignIn }: SignUpFlowProps) {
  const { t } = useTranslation('auth');
  const form = useSignUpForm();
  const accountId = useId();
  const personalId = useId();
  const registration = useRegistrationSubmit({ onRegistered, onFieldProblem: form.report });

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (registration.isPending || !form.validate(form.values, singleFormRules)) return;
    await registration.submit(form.values);
  }

  return (
    <form
      ref={form.formRef}
      className="auth-form sign-up sign-up--single"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <section className="sign-up__section" aria-labelledby={accountId}>
        <h2 id={accountId} className="sign-up__title">
          {t('register.accountSection')}
        </h2>
        <AccountFields form={form} />
      </section>
      <section className="sign-up__section" aria-labelledby={personalId}>
        <h2 id={personalId} className="sign-up__title">
          {t('register.personalSection')}
        </h2>
        <NameFields form={form} />
        <AddressFields form={form} withCurrency={false} />
        <AgreementFields form={form} />
      </section>
      <Button type="submit" size="lg" fullWidth loading={registration.isPending}>
        {t('register.create')}
      </Button>
      <SignInSwitch onSignIn={onSignIn} />
    </form>
  );
}

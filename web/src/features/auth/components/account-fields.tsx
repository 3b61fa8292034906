import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallingCodes } from '../../../shared/api/reference/get-calling-codes';
import { TextField } from '../../../shared/ui/form-field';
import { Picker } from '../../../shared/ui/picker';
import type { SignUpForm } from '../hooks/use-sign-up-form';
import { useToastQueryError } from '../hooks/use-toast-query-error';
import { callingCodeOptions } from '../utils/calling-code-options';
import { REGISTRATION_LIMITS } from '../utils/sign-up-values';
import { digitsOnly } from '../utils/validation';
import { SignUpInputs } from './sign-up-inputs';

/** Sign-up step 1's fields: e-mail, username, passwords, mobile prefix and number. */
export function AccountFields({ form }: { form: SignUpForm }) {
  const { t, i18n } = useTranslation('auth');
  const { values, change, errors } = form;
  const callingCodes = useCallingCodes();
  useToastQueryError(callingCodes.error);
  const prefixOptions = useMemo(
    () => callingCodeOptions(callingCodes.data ?? [], i18n.language),
    [callingCodes.data, i18n.language],
  );
  return (
    <>
      <SignUpInputs
        form={form}
        inputs={[
          ['email', 'email', 'email'],
          ['username', 'username'],
          ['password', 'new-password', 'password'],
          ['repassword', 'new-password', 'password'],
        ]}
      />
      <div className="auth-form__row auth-form__row--mobile">
        <Picker
          label={t('register.mobilePrefix')}
          name="mobilePrefix"
          className="auth-form__prefix"
          // The searchable list on a desktop too: a select finds "+44" by its first characters
          // only, never by "44" or a country's name (decision 037).
          layout="mobile"
          // Searchable from the start: while the codes are still loading the list is empty, and
          // a code typed on the field then would be dropped instead of searched.
          searchable
          required
          options={prefixOptions}
          value={values.mobilePrefix}
          error={errors.mobilePrefix}
          onChange={(value) => change('mobilePrefix', digitsOnly(value))}
        />
        <TextField
          label={t('register.mobile')}
          name="mobile"
          maxLength={REGISTRATION_LIMITS.mobile}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required
          value={values.mobile}
          error={errors.mobile}
          // Spec 01 section 5: the mobile field keeps digits only, as typed or pasted.
          onChange={(event) => change('mobile', digitsOnly(event.target.value))}
        />
      </div>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { type TextFieldSource, TextInputs } from '../../../shared/ui/text-inputs';
import { REGISTRATION_LIMITS } from '../utils/sign-up-values';

/** The sign-up fields typed as plain text. */
type SignUpTextField =
  | 'email'
  | 'username'
  | 'password'
  | 'repassword'
  | 'firstName'
  | 'lastName'
  | 'city'
  | 'postalCode'
  | 'address';

/** One input: the field, how the browser fills it, and its kind (plain text when left out). */
export type SignUpInput = readonly [
  field: SignUpTextField,
  autoComplete: string,
  type?: 'email' | 'password',
];

/**
 * Required text inputs of the sign-up forms, each labelled `register.<field>` and capped at the
 * contract's maximum, so that a field is named once; `row` sets them side by side.
 */
export function SignUpInputs({
  form,
  inputs,
  row = false,
}: {
  form: TextFieldSource<SignUpTextField>;
  inputs: readonly SignUpInput[];
  row?: boolean;
}) {
  const { t } = useTranslation('auth');
  const list = (
    <TextInputs
      required
      form={form}
      inputs={inputs.map(([field, autoComplete, type]) => ({
        field,
        label: t(`register.${field}`),
        autoComplete,
        type,
        maxLength: REGISTRATION_LIMITS[field],
      }))}
    />
  );
  return row ? <div className="auth-form__row">{list}</div> : list;
}

import { Gender, type GenderValue } from '@casino/contracts/auth/enums';
import { useTranslation } from 'react-i18next';
import { RadioGroup } from '../../../shared/ui/form-field';
import type { SignUpForm } from '../hooks/use-sign-up-form';
import { BirthdayInput } from './birthday-input';
import { SignUpInputs } from './sign-up-inputs';

/** First and last name (both sign-up forms). */
export function NameFields({ form }: { form: SignUpForm }) {
  return (
    <SignUpInputs
      form={form}
      row
      inputs={[
        ['firstName', 'given-name'],
        ['lastName', 'family-name'],
      ]}
    />
  );
}

/** Sign-up step 2: names, gender (MALE or FEMALE) and the eight-box birthday. */
export function PersonalFields({ form }: { form: SignUpForm }) {
  const { t } = useTranslation('auth');
  const { values, change, errors } = form;
  const genderOptions = [
    { value: Gender.MALE, label: t('register.male') },
    { value: Gender.FEMALE, label: t('register.female') },
  ] as const;
  return (
    <>
      <NameFields form={form} />
      <RadioGroup<GenderValue>
        label={t('register.gender')}
        name="gender"
        inline
        required
        options={genderOptions}
        value={values.gender || null}
        error={errors.gender}
        onChange={(value) => change('gender', value)}
      />
      <BirthdayInput
        name="birthday"
        digits={values.birthdayDigits}
        error={errors.birthday}
        onChange={(digits) => change('birthdayDigits', digits)}
      />
    </>
  );
}

import type { GenderValue } from '@casino/contracts/auth/enums';
import {
  isSafeUsername,
  type Registration,
  type RegistrationCheck,
  RegistrationSchema,
} from '@casino/contracts/auth/schemas';
import { isEmail } from '@casino/contracts/core/primitives';
import { maxLengthsOf } from '../../../shared/lib/schema-limits';
import { type BirthdayDigits, birthdayFromDigits, emptyBirthdayDigits, isCalendarDate } from './birthday';
import { type FieldRule, isFilled, newPasswordRules } from './validation';

/** What the sign-up forms hold while the member types (every field as typed). */
export interface SignUpValues {
  email: string;
  username: string;
  password: string;
  repassword: string;
  mobilePrefix: string;
  mobile: string;
  firstName: string;
  lastName: string;
  gender: GenderValue | '';
  birthdayDigits: BirthdayDigits;
  currency: string;
  countryCode: string;
  stateCode: string;
  city: string;
  postalCode: string;
  address: string;
  receiveExclusive: boolean;
  agreed: boolean;
}

export type SignUpField = Exclude<keyof SignUpValues, 'birthdayDigits'> | 'birthday';

export const initialSignUpValues = (): SignUpValues => ({
  email: '',
  username: '',
  password: '',
  repassword: '',
  mobilePrefix: '',
  mobile: '',
  firstName: '',
  lastName: '',
  gender: '',
  birthdayDigits: emptyBirthdayDigits(),
  currency: '',
  countryCode: '',
  stateCode: '',
  city: '',
  postalCode: '',
  address: '',
  // Spec 01 section 3: exclusive offers default to yes, the terms to no.
  receiveExclusive: true,
  agreed: false,
});

/** Each text field's cap: the contract's maximum, so the form never sends what it refuses. */
export const REGISTRATION_LIMITS = maxLengthsOf(RegistrationSchema);

type SignUpRule = FieldRule<SignUpValues, SignUpField>;

const required = (
  field: Exclude<SignUpField, 'birthday' | 'receiveExclusive' | 'agreed'>,
  messageKey: SignUpRule['messageKey'],
): SignUpRule => ({
  field,
  messageKey,
  passes: (values) => isFilled(values[field]),
});

/** Spec 01 section 5, sign-up step 1, in order. */
export const accountStepRules: readonly SignUpRule[] = [
  required('email', 'register.emailTip'),
  { field: 'email', messageKey: 'register.emailTip1', passes: (values) => isEmail(values.email) },
  required('username', 'register.usernameTip'),
  {
    field: 'username',
    messageKey: 'register.usernameFormat',
    passes: (values) => isSafeUsername(values.username.trim()),
  },
  required('password', 'register.passwordTip'),
  {
    field: 'repassword',
    messageKey: 'register.repasswordTip',
    passes: (values) => values.repassword === values.password,
  },
  required('mobilePrefix', 'register.mobilePrefixTip'),
  required('mobile', 'register.mobileTip'),
  // The password policy (ours, contracts/src/auth/password-policy.ts), after the spec's checks.
  ...newPasswordRules<SignUpValues, SignUpField>('password', (values) => values),
];

/** Step 2, in order: first name, last name, gender, birthday (all eight digits). */
export const personalStepRules: readonly SignUpRule[] = [
  required('firstName', 'register.firstnameTip'),
  required('lastName', 'register.lastnameTip'),
  required('gender', 'register.genderTip'),
  {
    field: 'birthday',
    messageKey: 'register.birthdayTip',
    passes: (values) => birthdayFromDigits(values.birthdayDigits) !== '',
  },
  {
    field: 'birthday',
    messageKey: 'register.birthdayInvalid',
    passes: (values) => isCalendarDate(birthdayFromDigits(values.birthdayDigits)),
  },
];

/** Step 3, in order (postal code before city, as the spec lists them). */
export const addressStepRules: readonly SignUpRule[] = [
  required('currency', 'register.currencyTip'),
  required('countryCode', 'register.countryTip'),
  required('stateCode', 'register.stateTip'),
  required('postalCode', 'register.postalCodeTip'),
  required('city', 'register.cityTip'),
  required('address', 'register.addressTip'),
];

/** The single-form variant: step 1's checks, then these (city before postal code here). */
export const singleFormRules: readonly SignUpRule[] = [
  ...accountStepRules,
  required('firstName', 'register.firstnameTip'),
  required('lastName', 'register.lastnameTip'),
  required('countryCode', 'register.countryTip'),
  required('stateCode', 'register.stateTip'),
  required('city', 'register.cityTip'),
  required('postalCode', 'register.postalCodeTip'),
  required('address', 'register.addressTip'),
];

const trimmedOrUndefined = (value: string): string | undefined =>
  isFilled(value) ? value.trim() : undefined;

/**
 * The sign-up entity as filled so far, for the pre-check (`step` tells the server which
 * step's fields must all be there). Empty fields are left out: the server checks what is sent.
 * Without a step it is the whole entity (the last check before register).
 */
export function toRegistrationCheck(values: SignUpValues, step?: 1 | 2 | 3): RegistrationCheck {
  const birthday = birthdayFromDigits(values.birthdayDigits);
  const entity: RegistrationCheck = {
    email: trimmedOrUndefined(values.email),
    username: trimmedOrUndefined(values.username),
    password: values.password || undefined,
    repassword: values.repassword || undefined,
    mobilePrefix: trimmedOrUndefined(values.mobilePrefix),
    mobile: trimmedOrUndefined(values.mobile),
    firstName: trimmedOrUndefined(values.firstName),
    lastName: trimmedOrUndefined(values.lastName),
    gender: values.gender || undefined,
    birthday: birthday || undefined,
    currency: trimmedOrUndefined(values.currency),
    countryCode: trimmedOrUndefined(values.countryCode),
    stateCode: trimmedOrUndefined(values.stateCode),
    city: trimmedOrUndefined(values.city),
    postalCode: trimmedOrUndefined(values.postalCode),
    address: trimmedOrUndefined(values.address),
    step,
    // The last pre-check (step 3, or the single form without a step) covers the terms too.
    ...(step === 1 || step === 2 ? {} : { receiveExclusive: values.receiveExclusive, agreed: values.agreed }),
  };
  return Object.fromEntries(
    Object.entries(entity).filter(([, value]) => value !== undefined),
  ) as RegistrationCheck;
}

/** The whole entity for `register`, with the invitation code kept from an invite link. */
export function toRegistration(values: SignUpValues, invitorCode: string | null): Registration {
  const { step: _step, ...check } = toRegistrationCheck(values);
  return {
    ...check,
    email: values.email.trim(),
    username: values.username.trim(),
    password: values.password,
    repassword: values.repassword,
    mobilePrefix: values.mobilePrefix,
    mobile: values.mobile,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    countryCode: values.countryCode,
    stateCode: values.stateCode.trim(),
    city: values.city.trim(),
    postalCode: values.postalCode.trim(),
    address: values.address.trim(),
    receiveExclusive: values.receiveExclusive,
    agreed: values.agreed,
    ...(invitorCode ? { invitorCode } : {}),
  };
}

import { REGISTRATION_STEP_FIELDS, type RegistrationStep } from '@casino/contracts/auth/rules';
import type { RegistrationCheck } from '@casino/contracts/auth/schemas';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import type { SimDb } from '../../db/database';
import { businessError, invalidField } from '../../errors';
import {
  countryHasStates,
  findCountry,
  findCurrency,
  findMemberByEmail,
  findMemberByUsername,
  findState,
} from './auth-repository';

export const MINIMUM_AGE = 18;

/** The client's own text for each field a sign-up step requires (spec 01 section 5). */
const REQUIRED_MESSAGES: Record<(typeof REGISTRATION_STEP_FIELDS)[RegistrationStep][number], string> = {
  email: 'Email required',
  username: 'Username required',
  password: 'Password required',
  repassword: 'Please repeat the password',
  mobilePrefix: 'Please choose international code of your mobile number',
  mobile: 'Mobile Number required',
  firstName: 'firstName required',
  lastName: 'lastName required',
  gender: 'Gender required',
  birthday: 'Birthday required',
  currency: 'Currency required',
  countryCode: 'Country required',
  stateCode: 'State required',
  postalCode: 'Postal code required',
  city: 'City required',
  address: 'Address required',
};

/** The step's fields (contracts `REGISTRATION_STEP_FIELDS`), in the order the client checks them. */
export function assertStepFieldsPresent(entity: RegistrationCheck, step: RegistrationStep) {
  for (const field of REGISTRATION_STEP_FIELDS[step]) {
    const value = entity[field];
    if (value === undefined || value === '') throw invalidField(field, REQUIRED_MESSAGES[field], 'missing');
  }
}

/** Whole years between a YYYY-MM-DD birthday and `now` (UTC calendar). */
export function ageOn(birthday: string, now: number): number {
  const [year, month, day] = birthday.split('-').map(Number) as [number, number, number];
  const today = new Date(now);
  const hadBirthdayThisYear =
    today.getUTCMonth() + 1 > month || (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day);
  return today.getUTCFullYear() - year - (hadBirthdayThisYear ? 0 : 1);
}

export function assertAdult(birthday: string, now: number) {
  const [year, month, day] = birthday.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  // The schema's pattern lets 2001-02-31 through; a date that does not exist is refused here.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || date.getTime() > now) {
    throw invalidField('birthday', 'Birthday is not a valid date');
  }
  if (ageOn(birthday, now) < MINIMUM_AGE) {
    throw businessError(ApiErrorCode.UNDER_AGE, `You must be at least ${MINIMUM_AGE} years old to sign up`);
  }
}

export function assertUsernameFree(db: SimDb, username: string) {
  if (findMemberByUsername(db, username)) {
    throw businessError(ApiErrorCode.USERNAME_TAKEN, 'This username is already taken, please choose another');
  }
}

export function assertEmailFree(db: SimDb, email: string) {
  if (findMemberByEmail(db, email)) {
    throw businessError(ApiErrorCode.EMAIL_TAKEN, 'This e-mail address is already registered');
  }
}

export function assertKnownCurrency(db: SimDb, code: string) {
  const currency = findCurrency(db, code);
  if (!currency || currency.enabled !== 1) {
    throw invalidField('currency', `Currency ${code} is not offered`);
  }
}

export function assertKnownCountry(db: SimDb, isoCode2: string) {
  const country = findCountry(db, isoCode2);
  if (!country || country.status !== 1) {
    throw invalidField('countryCode', `Country ${isoCode2} is not offered`);
  }
}

/**
 * The state must be one of the country's enabled states. A country the reference data lists
 * no states for takes any state text, so such a country can still sign up.
 */
export function assertKnownState(db: SimDb, isoCode2: string, stateCode: string) {
  if (!countryHasStates(db, isoCode2)) return;
  const state = findState(db, isoCode2, stateCode);
  if (!state || state.enabled !== 1) {
    throw invalidField('stateCode', `State ${stateCode} is not a state of ${isoCode2}`);
  }
}

export function assertTermsAgreed(agreed: boolean | undefined) {
  if (agreed !== true) {
    throw businessError(
      ApiErrorCode.TERMS_NOT_AGREED,
      'Sorry, we can not accept you to be our customer unless you agree to our terms and conditions',
    );
  }
}

/**
 * Checks every field that is present, in the form's order: username and e-mail free (step 1),
 * adult (step 2), currency, country and state known (step 3). Shared by the pre-check, which
 * gets partial entities, and by register, which gets whole ones.
 */
export function assertPresentFieldsAcceptable(db: SimDb, entity: RegistrationCheck, now: number) {
  if (entity.username !== undefined) assertUsernameFree(db, entity.username);
  if (entity.email !== undefined) assertEmailFree(db, entity.email);
  if (entity.birthday !== undefined) assertAdult(entity.birthday, now);
  if (entity.currency !== undefined) assertKnownCurrency(db, entity.currency);
  if (entity.countryCode !== undefined) {
    assertKnownCountry(db, entity.countryCode);
    if (entity.stateCode !== undefined) assertKnownState(db, entity.countryCode, entity.stateCode);
  }
}

/**
 * The pre-check (`checkRegister1`): with a `step`, that step's fields must all be there; every
 * field present is checked; terms count at step 3, or without a step when `agreed` is sent
 * (the client pre-checks the whole entity right before register). Writes nothing.
 */
export function checkPartialRegistration(db: SimDb, entity: RegistrationCheck, now: number) {
  const step = entity.step;
  if (step === 1 || step === 2 || step === 3) assertStepFieldsPresent(entity, step);
  assertPresentFieldsAcceptable(db, entity, now);
  if (step === 3 || (step === undefined && entity.agreed !== undefined)) assertTermsAgreed(entity.agreed);
}

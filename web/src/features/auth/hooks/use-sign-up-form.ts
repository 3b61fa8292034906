import { useCallback, useState } from 'react';
import { initialSignUpValues, type SignUpField, type SignUpValues } from '../utils/sign-up-values';
import { useFieldErrors } from './use-field-errors';

export type SignUpChange = <K extends keyof SignUpValues>(field: K, value: SignUpValues[K]) => void;

/**
 * The sign-up values and their errors. Editing a field clears its error; choosing another
 * country clears the chosen state (spec 01 section 4), since states belong to a country.
 */
export function useSignUpForm() {
  const [values, setValues] = useState<SignUpValues>(initialSignUpValues);
  const fieldErrors = useFieldErrors<SignUpField>();
  const { clear } = fieldErrors;

  const change: SignUpChange = useCallback(
    (field, value) => {
      setValues((current) => {
        const next = { ...current, [field]: value };
        if (field === 'countryCode' && value !== current.countryCode) next.stateCode = '';
        return next;
      });
      clear(field === 'birthdayDigits' ? 'birthday' : (field as SignUpField));
    },
    [clear],
  );

  return { values, change, ...fieldErrors };
}

export type SignUpForm = ReturnType<typeof useSignUpForm>;

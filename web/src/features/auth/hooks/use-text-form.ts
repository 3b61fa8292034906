import { type ChangeEvent, useCallback, useState } from 'react';
import { useFieldErrors } from './use-field-errors';

/** What a text input needs from a form: the field's value, its error and how to change it. */
export interface TextFieldSource<Field extends string> {
  values: { readonly [K in Field]: string };
  errors: Partial<Record<Field, string>>;
  change: (field: Field, value: string) => void;
}

/** The props that tie one text or password input to its form, so each field is said once. */
export function bindText<Field extends string>(form: TextFieldSource<Field>, field: Field) {
  return {
    name: field,
    value: form.values[field],
    error: form.errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.change(field, event.target.value),
  };
}

/** A form of text values: editing a field stores its value and clears its error. */
export function useTextForm<Values extends { [K in keyof Values]: string }>(initial: Values) {
  type Field = keyof Values & string;
  const [values, setValues] = useState<Values>(initial);
  const fieldErrors = useFieldErrors<Field>();
  const { clear } = fieldErrors;

  const change = useCallback(
    (field: Field, value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      clear(field);
    },
    [clear],
  );

  return { values, change, ...fieldErrors };
}

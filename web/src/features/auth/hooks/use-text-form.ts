import { useCallback, useState } from 'react';
import { useFieldErrors } from './use-field-errors';

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

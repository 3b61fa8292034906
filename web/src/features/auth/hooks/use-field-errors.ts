import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/ui/toast-store';
import { type FieldRule, firstFailedRule, focusField } from '../utils/validation';

/**
 * Inline errors of a form, shown the spec's way: the first failed check (in the rules' order)
 * is toasted with its text, written under its field (announced, `aria-invalid`) and focused.
 */
export function useFieldErrors<Field extends string>() {
  const { t } = useTranslation('auth');
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  /** Shows `message` for `field`: toast, inline text and focus. */
  const report = useCallback((field: Field, message: string) => {
    toast.error(message);
    setErrors({ [field]: message } as Partial<Record<Field, string>>);
    focusField(formRef.current, field);
  }, []);

  /** True when every rule passes; otherwise reports the first failure and answers false. */
  const validate = useCallback(
    <Values>(values: Values, rules: readonly FieldRule<Values, Field>[]): boolean => {
      const failed = firstFailedRule(values, rules);
      if (!failed) {
        setErrors({});
        return true;
      }
      report(failed.field, t(failed.messageKey));
      return false;
    },
    [report, t],
  );

  /** A field being edited loses its error. */
  const clear = useCallback((field: Field) => {
    setErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  return { formRef, errors, validate, report, clear };
}

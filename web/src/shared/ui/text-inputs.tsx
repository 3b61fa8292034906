import type { ChangeEvent, HTMLAttributes } from 'react';
import { PasswordField, TextField } from './form-field';

/** What a text input needs from a form: the field's value, its error and how to change it. */
export interface TextFieldSource<Field extends string> {
  values: { readonly [K in Field]: string };
  /** Already translated. */
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

/** One text input of a form, as data: the value it edits, its label and how the browser fills it. */
export interface TextInput<Field extends string> {
  field: Field;
  /** Already translated. */
  label: string;
  autoComplete: string;
  /** `password` gets the show/hide toggle. */
  type?: 'email' | 'tel' | 'password';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  required?: boolean;
}

/**
 * A form's text inputs in order, each bound to its value and error by `bindText`. `required`
 * marks them all; an input's own `required` says it for that one.
 */
export function TextInputs<Field extends string>({
  form,
  inputs,
  required,
}: {
  form: TextFieldSource<Field>;
  inputs: readonly TextInput<Field>[];
  required?: boolean;
}) {
  return inputs.map(({ field, type, ...input }) =>
    type === 'password' ? (
      <PasswordField key={field} required={required} {...input} {...bindText(form, field)} />
    ) : (
      <TextField key={field} type={type} required={required} {...input} {...bindText(form, field)} />
    ),
  );
}

/** A new password and its repeat, both required, as the browser's password manager expects them. */
export function NewPasswordInputs({
  form,
  labels,
}: {
  form: TextFieldSource<'password' | 'repassword'>;
  /** Already translated. */
  labels: { password: string; repassword: string };
}) {
  return (
    <TextInputs
      form={form}
      required
      inputs={[
        { field: 'password', label: labels.password, type: 'password', autoComplete: 'new-password' },
        { field: 'repassword', label: labels.repassword, type: 'password', autoComplete: 'new-password' },
      ]}
    />
  );
}

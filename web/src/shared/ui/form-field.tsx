import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
  useId,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';

/** Ids that tie a control to its hint and error (`aria-describedby`), error first. */
export function useFieldIds(givenId?: string, hint?: ReactNode, error?: ReactNode) {
  const generated = useId();
  const id = givenId ?? generated;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

/** The hint and error lines under a control; the error is announced when it appears. */
export function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: ReactNode;
  hintId?: string;
  error?: ReactNode;
  errorId?: string;
}) {
  return (
    <>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <p id={errorId} className="field__error" role="alert" hidden={!error}>
        {error}
      </p>
    </>
  );
}

/** A field's label; a required field's carries the asterisk (read as "required" from the control). */
function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <label className="field__label" htmlFor={htmlFor}>
      {children}
      {required && <span aria-hidden="true"> *</span>}
    </label>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Already translated; sets `aria-invalid` and is read with the field. */
  error?: string;
  /** Content after the input inside the field box (e.g. the show-password button). */
  endAdornment?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  hint,
  error,
  endAdornment,
  id: givenId,
  className = '',
  type = 'text',
  ...inputProps
}: TextFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(givenId, hint, error);
  return (
    <div className={`field ${error ? 'field--invalid' : ''} ${className}`.trim()}>
      <FieldLabel htmlFor={id} required={inputProps.required}>
        {label}
      </FieldLabel>
      <div className="field__control">
        <input
          {...inputProps}
          id={id}
          type={type}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {endAdornment}
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Already translated; sets `aria-invalid` and is read with the field. */
  error?: string;
}

/** Text over several lines, with its label, hint and error as `TextField` shows them. */
export function TextAreaField({
  label,
  hint,
  error,
  id: givenId,
  className = '',
  ...areaProps
}: TextAreaFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(givenId, hint, error);
  return (
    <div className={`field ${error ? 'field--invalid' : ''} ${className}`.trim()}>
      <FieldLabel htmlFor={id} required={areaProps.required}>
        {label}
      </FieldLabel>
      <textarea
        {...areaProps}
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'>;

/**
 * Drawn, not an emoji: phones and desktops without a colour-emoji font showed an empty box.
 * Crossed out while the password is shown (pressing again hides it).
 */
function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
      {crossed && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
    </svg>
  );
}

/** A password input with a show/hide toggle (`aria-pressed`, fixed label "Show password"). */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      autoComplete="current-password"
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <button
          type="button"
          className="field__toggle"
          aria-pressed={visible}
          aria-label={t('ui.showPassword')}
          disabled={props.disabled}
          onClick={() => setVisible((value) => !value)}
        >
          <EyeIcon crossed={visible} />
        </button>
      }
    />
  );
}

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ label, hint, error, id: givenId, className = '', ...inputProps }: CheckboxProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(givenId, hint, error);
  return (
    <div className={`field field--check ${error ? 'field--invalid' : ''} ${className}`.trim()}>
      <div className="check">
        <input
          {...inputProps}
          id={id}
          type="checkbox"
          className="check__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <label className="check__label" htmlFor={id}>
          {label}
        </label>
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export interface RadioOption<V extends string> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps<V extends string> {
  /** The group's legend. */
  label: ReactNode;
  name: string;
  options: readonly RadioOption<V>[];
  value: V | null;
  onChange: (value: V) => void;
  hint?: ReactNode;
  error?: string;
  disabled?: boolean;
  /** A choice must be made: the legend gets the text fields' mark and each radio `required`. */
  required?: boolean;
  /** Side by side (e.g. gender) rather than one per line. */
  inline?: boolean;
}

/** Radios in a fieldset whose legend names the group; arrow keys move as browsers do natively. */
export function RadioGroup<V extends string>({
  label,
  name,
  options,
  value,
  onChange,
  hint,
  error,
  disabled,
  required = false,
  inline = false,
}: RadioGroupProps<V>) {
  const { id, hintId, errorId, describedBy } = useFieldIds(undefined, hint, error);
  return (
    <fieldset
      className={`field radio-group ${inline ? 'radio-group--inline' : ''} ${error ? 'field--invalid' : ''}`}
      aria-describedby={describedBy}
      disabled={disabled}
    >
      <legend className="field__label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      <div className="radio-group__options">
        {options.map((option) => (
          <div className="check" key={option.value}>
            <input
              id={`${id}-${option.value}`}
              type="radio"
              className="check__input"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              required={required}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(option.value)}
            />
            <label className="check__label" htmlFor={`${id}-${option.value}`}>
              {option.label}
            </label>
          </div>
        ))}
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </fieldset>
  );
}

import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Layout, useLayout } from '../hooks/use-layout';
import { FieldMessages, useFieldIds } from './form-field';
import { type PickerOption, PickerSheet } from './picker-sheet';

export type { PickerOption } from './picker-sheet';

/** From this many options on, the mobile sheet gets a filter box unless told otherwise. */
export const SEARCHABLE_FROM = 12;

export interface PickerProps {
  label: string;
  options: readonly PickerOption[];
  /** The chosen value; null or '' shows the placeholder. */
  value: string | null;
  onChange: (value: string) => void;
  /** Defaults to the translated "Choose…". */
  placeholder?: string;
  /** Filter box in the mobile sheet; default: from `SEARCHABLE_FROM` options. */
  searchable?: boolean;
  /** Already translated; sets `aria-invalid` and is read with the control. */
  error?: string;
  hint?: string;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  id?: string;
  /** Forces a layout (tests, or a desktop form that wants the sheet); default `useLayout()`. */
  layout?: Layout;
  className?: string;
}

/** A key that types a character (not a shortcut, not a key such as Tab or Escape). */
function isTypedCharacter(event: KeyboardEvent): boolean {
  return event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/**
 * The one picker (country, state, currency, month, year, calling code, methods): a native
 * select on desktop, a read-only field opening a bottom sheet on mobile (spec 01 section 2).
 */
export function Picker({
  label,
  options,
  value,
  onChange,
  placeholder,
  searchable,
  error,
  hint,
  disabled = false,
  required = false,
  name,
  id: givenId,
  layout: givenLayout,
  className = '',
}: PickerProps) {
  const { t } = useTranslation();
  const currentLayout = useLayout();
  const layout = givenLayout ?? currentLayout;
  const { id, hintId, errorId, describedBy } = useFieldIds(givenId, hint, error);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [typedFirst, setTypedFirst] = useState('');
  const withSearch = searchable ?? options.length >= SEARCHABLE_FROM;
  const selected = options.find((option) => option.value === value);
  const placeholderText = placeholder ?? t('ui.choose');
  const controlProps = {
    id,
    name,
    disabled,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;

  return (
    <div className={`field picker ${error ? 'field--invalid' : ''} ${className}`.trim()}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {layout === 'desktop' ? (
        <select
          {...controlProps}
          className="field__input picker__select"
          value={selected ? selected.value : ''}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="" disabled>
            {placeholderText}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.description ? `${option.label} (${option.description})` : option.label}
            </option>
          ))}
        </select>
      ) : (
        <>
          <input
            {...controlProps}
            className="field__input picker__trigger"
            role="combobox"
            aria-haspopup="dialog"
            aria-expanded={sheetOpen}
            readOnly
            value={selected?.label ?? ''}
            placeholder={placeholderText}
            onClick={() => {
              if (disabled) return;
              setTypedFirst('');
              setSheetOpen(true);
            }}
            onKeyDown={(event) => {
              if (disabled) return;
              if (['Enter', ' ', 'ArrowDown', 'ArrowUp'].includes(event.key)) {
                event.preventDefault();
                setTypedFirst('');
                setSheetOpen(true);
              } else if (withSearch && isTypedCharacter(event)) {
                // Typing on the field searches, as typing on a select does: the sheet opens with
                // the character in its filter box, where the next ones go ("44").
                event.preventDefault();
                // A key that comes before the sheet has taken focus adds to what was typed.
                const key = event.key;
                setTypedFirst((typed) => (sheetOpen ? typed + key : key));
                setSheetOpen(true);
              }
            }}
          />
          {sheetOpen && (
            <PickerSheet
              title={label}
              options={options}
              value={value}
              searchable={withSearch}
              initialQuery={typedFirst}
              onSelect={(next) => {
                setSheetOpen(false);
                onChange(next);
              }}
              onClose={() => setSheetOpen(false)}
            />
          )}
        </>
      )}
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

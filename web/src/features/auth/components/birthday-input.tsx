import { type ClipboardEvent, type KeyboardEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldMessages } from '../../../shared/ui/form-field';
import {
  BIRTHDAY_DIGIT_COUNT,
  type BirthdayDigits,
  birthdayBoxPart,
  fillBirthdayDigits,
} from '../utils/birthday';

interface BirthdayInputProps {
  digits: BirthdayDigits;
  onChange: (digits: BirthdayDigits) => void;
  /** Every box carries this name (the form focuses the first empty one on an error). */
  name: string;
  error?: string;
}

const GROUPS = [
  { part: 'year', indexes: [0, 1, 2, 3] },
  { part: 'month', indexes: [4, 5] },
  { part: 'day', indexes: [6, 7] },
] as const;

/**
 * Eight one-digit boxes, YYYY MM DD, with an 18+ marker (spec 01 section 2). Typing a digit
 * moves on to the next box, Backspace in an empty box goes back, arrows move, and a pasted
 * date (8 digits, with or without dashes) fills every box. Sign-up requires it: marked so.
 */
export function BirthdayInput({ digits, onChange, name, error }: BirthdayInputProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const hintId = `${id}-hint`;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId, `${id}-adult`].filter(Boolean).join(' ');

  const focusBox = (index: number) =>
    boxes.current[Math.max(0, Math.min(index, BIRTHDAY_DIGIT_COUNT - 1))]?.focus();

  function write(index: number, text: string): void {
    const { digits: next, lastIndex } = fillBirthdayDigits(digits, index, text);
    if (lastIndex < 0) return;
    onChange(next);
    if (lastIndex < BIRTHDAY_DIGIT_COUNT - 1) focusBox(lastIndex + 1);
    else focusBox(lastIndex);
  }

  function change(index: number, value: string): void {
    if (value === '') {
      onChange(digits.map((digit, at) => (at === index ? '' : digit)));
      return;
    }
    // The box held a digit and got another: the newest keystroke wins.
    write(index, value.replace(/\D/g, '').slice(-1));
  }

  function keyDown(index: number, event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < BIRTHDAY_DIGIT_COUNT - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  }

  function paste(index: number, event: ClipboardEvent<HTMLInputElement>): void {
    event.preventDefault();
    write(index, event.clipboardData.getData('text'));
  }

  return (
    <fieldset className={`field birthday ${error ? 'field--invalid' : ''}`} aria-describedby={describedBy}>
      <legend className="field__label">
        {t('register.birthday')}
        <span aria-hidden="true"> *</span>
      </legend>
      <div className="birthday__row">
        {GROUPS.map((group) => (
          <div key={group.part} className={`birthday__group birthday__group--${group.part}`}>
            {group.indexes.map((index) => {
              const { part, position, count } = birthdayBoxPart(index);
              const partLabel: string = t(`register.${part}`);
              return (
                <input
                  key={index}
                  ref={(element) => {
                    boxes.current[index] = element;
                  }}
                  name={name}
                  className="field__input birthday__box"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={2}
                  pattern="[0-9]"
                  required
                  placeholder={partLabel.charAt(0)}
                  aria-label={t('register.birthdayDigit', {
                    part: partLabel,
                    position: String(position),
                    total: String(count),
                  })}
                  aria-invalid={error ? true : undefined}
                  value={digits[index] ?? ''}
                  onChange={(event) => change(index, event.target.value)}
                  onKeyDown={(event) => keyDown(index, event)}
                  onPaste={(event) => paste(index, event)}
                  onFocus={(event) => event.target.select()}
                />
              );
            })}
          </div>
        ))}
        <span id={`${id}-adult`} className="birthday__adult">
          <span aria-hidden="true">18+</span>
          <span className="visually-hidden">{t('register.adultMarker')}</span>
        </span>
      </div>
      <FieldMessages hint={t('register.birthdayHint')} hintId={hintId} error={error} errorId={errorId} />
    </fieldset>
  );
}

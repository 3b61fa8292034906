import { DepositRules } from '@casino/contracts/deposits/rules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../shared/ui/form-field';
import type { AmountChoice } from '../hooks/use-amount-choice';
import { inRows } from '../lib/deposit-validation';

interface AmountPickerProps {
  presets: readonly number[];
  choice: AmountChoice;
  /** The other-amount input (card path: only when the config allows manual input). */
  allowOther: boolean;
  currencySymbol: string;
}

/** Preset amounts four to a row, and the other-amount input (number, min 10, max 5000, step 1). */
export function AmountPicker({ presets, choice, allowOther, currencySymbol }: AmountPickerProps) {
  const { t } = useTranslation('deposits');
  const labelId = useId();
  return (
    <div className="deposit-amounts">
      <p id={labelId} className="field__label">
        {t('deposit.presetAmounts')}
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset */}
      <div role="group" aria-labelledby={labelId} className="deposit-amounts__grid">
        {inRows(presets).map((row) => (
          <div className="deposit-amounts__row" key={row.join('/')}>
            {row.map((amount) => (
              <button
                key={amount}
                type="button"
                className="deposit-amounts__preset"
                aria-pressed={choice.preset === amount}
                onClick={() => choice.choosePreset(amount)}
              >
                {currencySymbol}
                {amount}
              </button>
            ))}
          </div>
        ))}
      </div>
      {allowOther && (
        <TextField
          label={t('deposit.otherAmount')}
          type="number"
          inputMode="numeric"
          min={DepositRules.MIN_AMOUNT_DEFAULT}
          max={DepositRules.MAX_AMOUNT}
          step={DepositRules.AMOUNT_INPUT_STEP}
          value={choice.other}
          onChange={(event) => choice.typeOther(event.target.value)}
        />
      )}
    </div>
  );
}

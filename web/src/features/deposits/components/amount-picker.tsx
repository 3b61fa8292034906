import { DepositRules } from '@casino/contracts/deposits/rules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountChoices } from '../../../shared/ui/amount-choices';
import { TextField } from '../../../shared/ui/form-field';
import type { AmountChoice } from '../hooks/use-amount-choice';

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
      <AmountChoices
        labelledBy={labelId}
        amounts={presets}
        perRow={DepositRules.PRESETS_PER_ROW}
        chosen={choice.preset}
        onChoose={choice.choosePreset}
        text={(amount) => `${currencySymbol}${amount}`}
      />
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

import { parseSlashAmounts } from '@casino/contracts/core/money';
import { WithdrawRules } from '@casino/contracts/withdrawals/rules';
import type { WithdrawConfig } from '@casino/contracts/withdrawals/schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/lib/format';
import { AmountChoices } from '../../../shared/ui/amount-choices';
import { TextField } from '../../../shared/ui/form-field';
import type { CashOutForm } from '../lib/cash-out-validation';

interface CashOutAmountProps {
  form: CashOutForm;
  onChange: (next: Pick<CashOutForm, 'quickAmount' | 'manualAmount'>) => void;
  config: WithdrawConfig;
  currencySymbol: string;
  error?: string;
}

/**
 * Quick amounts from the config (four per row) and, when the config allows it, a manual amount
 * up to 100000. Picking a quick amount clears the manual one and typing clears the quick one.
 */
export function CashOutAmount({ form, onChange, config, currencySymbol, error }: CashOutAmountProps) {
  const { t, i18n } = useTranslation('withdrawals');
  const errorId = useId();
  const quickAmounts = parseSlashAmounts(config.withdrawAmounts);
  const manualAllowed = config.withdrawAllowManualInput === 1;
  return (
    <div className="cash-out-amount">
      <fieldset
        className="cash-out-amount__group"
        aria-describedby={error && !manualAllowed ? errorId : undefined}
      >
        <legend className="field__label">{t('cashOut.amount')}</legend>
        {quickAmounts.length > 0 && (
          <AmountChoices
            amounts={quickAmounts}
            perRow={WithdrawRules.QUICK_AMOUNTS_PER_ROW}
            chosen={form.quickAmount}
            onChoose={(amount) => onChange({ quickAmount: amount, manualAmount: '' })}
            text={(amount) => `${currencySymbol}${formatMoney(amount, i18n.language)}`}
          />
        )}
      </fieldset>
      {manualAllowed ? (
        <TextField
          label={t('cashOut.manualAmount')}
          type="number"
          inputMode="decimal"
          min={0}
          max={WithdrawRules.MANUAL_AMOUNT_MAX}
          step="0.01"
          value={form.manualAmount}
          onChange={(event) => onChange({ quickAmount: null, manualAmount: event.target.value })}
          hint={t('cashOut.minimumHint', { symbol: currencySymbol, minimum: String(config.minimumAmount) })}
          error={error}
        />
      ) : (
        <p id={errorId} className="field__error" role="alert" hidden={!error}>
          {error}
        </p>
      )}
    </div>
  );
}

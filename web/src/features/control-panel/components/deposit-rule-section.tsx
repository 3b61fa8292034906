import { DepositMethodCode } from '@casino/contracts/deposits/enums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { Checkbox } from '../../../shared/ui/form-field';
import { Picker } from '../../../shared/ui/picker';
import { useDepositMethods } from '../api/get-deposit-methods';
import { addDepositRule, DEPOSIT_OUTCOMES, type DepositOutcome } from '../api/rules-and-withdrawals';
import { useControlAction } from '../hooks/use-control-action';
import { PanelSection } from './panel-section';

const ALL_METHODS = '*';

/** "The next deposit ends as X": a rule the simulator uses up on the next order. */
export function DepositRuleSection({ username }: { username: string | null }) {
  const { t } = useTranslation('control-panel');
  const [method, setMethod] = useState<string>(DepositMethodCode.VISA_MASTERCARD_1);
  const [outcome, setOutcome] = useState<DepositOutcome>('failed');
  const [onlyMine, setOnlyMine] = useState(true);
  // By the names the app shows players (a stakeholder knows "Card (instant)", not CATTL); the
  // codes stand in until the names have come, or if they cannot.
  const methods = useDepositMethods().data;
  const nameOf = (code: string) =>
    code === ALL_METHODS
      ? t('deposit.allMethods')
      : (methods?.find((row) => row.code === code)?.name ?? code);
  const add = useControlAction({
    run: addDepositRule,
    confirm: (_data, input) =>
      t('deposit.added', { method: nameOf(input.method), outcome: t(`outcomes.${input.outcome}`) }),
    after: 'panel',
  });
  const codes = methods?.map((row) => row.code) ?? Object.values(DepositMethodCode);
  const methodOptions = [ALL_METHODS, ...codes].map((code) => ({ value: code, label: nameOf(code) }));
  const outcomeOptions = DEPOSIT_OUTCOMES.map((value) => ({ value, label: t(`outcomes.${value}`) }));

  return (
    <PanelSection title={t('deposit.heading')}>
      <div className="control-panel__row">
        <Picker label={t('deposit.method')} options={methodOptions} value={method} onChange={setMethod} />
        <Picker
          label={t('deposit.outcome')}
          options={outcomeOptions}
          value={outcome}
          onChange={(value) => setOutcome(value as DepositOutcome)}
        />
      </div>
      {username && (
        <Checkbox
          label={t('deposit.onlyMine')}
          checked={onlyMine}
          onChange={(event) => setOnlyMine(event.target.checked)}
        />
      )}
      <Button
        size="sm"
        loading={add.isPending}
        onClick={() => add.mutate({ method, outcome, ...(username && onlyMine ? { username } : {}) })}
      >
        {t('deposit.add')}
      </Button>
    </PanelSection>
  );
}

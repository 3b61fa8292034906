import { WithdrawStatus, type WithdrawStatusValue } from '@casino/contracts/withdrawals/enums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { Checkbox, TextField } from '../../../shared/ui/form-field';
import { Picker } from '../../../shared/ui/picker';
import { settingValue, useSettings } from '../api/get-settings';
import { advanceWithdrawals, setWithdrawalAutoProgress } from '../api/rules-and-withdrawals';
import { useControlAction } from '../hooks/use-control-action';
import { PanelSection } from './panel-section';

/** The statuses QA moves withdrawals to (pending is where they start). */
const TARGETS = [
  ['passed', WithdrawStatus.PASSED],
  ['paying', WithdrawStatus.PAYING],
  ['paid', WithdrawStatus.PAID],
  ['completed', WithdrawStatus.COMPLETED],
  ['rejected', WithdrawStatus.REJECTED],
  ['failed', WithdrawStatus.FAILED],
  ['cancelled', WithdrawStatus.CANCELLED],
] as const;

export function WithdrawalSection() {
  const { t } = useTranslation('control-panel');
  const settings = useSettings();
  const [status, setStatus] = useState<string>(String(WithdrawStatus.COMPLETED));
  const [id, setId] = useState('');
  const autoProgress = settingValue(settings.data, 'withdrawalAutoProgress') !== false;
  const advance = useControlAction({
    run: (input: { status: WithdrawStatusValue; id: number | null }) =>
      advanceWithdrawals(input.status, input.id),
    confirm: (answer) => t('withdrawals.advanced', { count: answer.advanced.length }),
    after: 'reload',
  });
  const auto = useControlAction({
    run: setWithdrawalAutoProgress,
    confirm: () => t('withdrawals.autoSaved'),
    after: 'panel',
  });
  const parsedId = Number.parseInt(id, 10);

  return (
    <PanelSection title={t('withdrawals.heading')}>
      <div className="control-panel__row">
        <Picker
          label={t('withdrawals.status')}
          options={TARGETS.map(([name, value]) => ({ value: String(value), label: t(`statuses.${name}`) }))}
          value={status}
          onChange={setStatus}
        />
        <TextField
          label={t('withdrawals.id')}
          inputMode="numeric"
          value={id}
          onChange={(event) => setId(event.target.value.replace(/\D/g, ''))}
        />
      </div>
      <Button
        size="sm"
        loading={advance.isPending}
        onClick={() =>
          advance.mutate({
            status: Number(status) as WithdrawStatusValue,
            id: Number.isNaN(parsedId) ? null : parsedId,
          })
        }
      >
        {t('withdrawals.advance')}
      </Button>
      <Checkbox
        label={t('withdrawals.auto')}
        checked={autoProgress}
        disabled={settings.isPending || auto.isPending}
        onChange={(event) => auto.mutate(event.target.checked)}
      />
    </PanelSection>
  );
}

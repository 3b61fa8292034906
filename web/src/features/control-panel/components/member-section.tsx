import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/lib/format';
import { Button } from '../../../shared/ui/button';
import { Checkbox, TextField } from '../../../shared/ui/form-field';
import { type MemberChanges, patchMember, useControlMember } from '../api/get-member';
import { useControlAction } from '../hooks/use-control-action';
import { PanelSection } from './panel-section';

type Flag = 'blocked' | 'enabled' | 'credited';
const FLAGS: readonly Flag[] = ['blocked', 'enabled', 'credited'];

/** Flags and balances of the signed-in member; the app reloads to show them. */
export function MemberSection({ username }: { username: string | null }) {
  const { t, i18n } = useTranslation('control-panel');
  const member = useControlMember(username);
  const [amount, setAmount] = useState('100');
  const update = useControlAction({
    run: (changes: MemberChanges) => patchMember(username ?? '', changes),
    confirm: () => t('member.saved'),
    after: 'reload',
  });

  if (!username) {
    return (
      <PanelSection title={t('member.heading')}>
        <p className="control-panel__note">{t('member.signedOut')}</p>
      </PanelSection>
    );
  }
  const data = member.data;
  const added = Number.parseFloat(amount);
  const canAdd = data !== undefined && Number.isFinite(added) && added > 0;

  return (
    <PanelSection title={t('member.heading')}>
      <p className="control-panel__note">
        {data
          ? t('member.who', {
              username: data.username,
              cash: formatMoney(data.cashBalance, i18n.language),
              bonus: formatMoney(data.bonusBalance, i18n.language),
              rolling: formatMoney(data.rollingAmount, i18n.language),
            })
          : t('loading')}
      </p>
      {FLAGS.map((flag) => (
        <Checkbox
          key={flag}
          label={t(`member.${flag}`)}
          checked={Boolean(data?.[flag])}
          disabled={!data || update.isPending}
          onChange={(event) => update.mutate({ [flag]: event.target.checked })}
        />
      ))}
      <div className="control-panel__row control-panel__row--end">
        <TextField
          label={t('member.amount')}
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        <Button
          size="sm"
          variant="secondary"
          disabled={!canAdd}
          onClick={() => data && update.mutate({ cashBalance: data.cashBalance + added })}
        >
          {t('member.addCash')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={!canAdd}
          onClick={() => data && update.mutate({ bonusBalance: data.bonusBalance + added })}
        >
          {t('member.addBonus')}
        </Button>
      </div>
      <Button size="sm" variant="ghost" disabled={!data} onClick={() => update.mutate({ rollingAmount: 0 })}>
        {t('member.clearRolling')}
      </Button>
    </PanelSection>
  );
}

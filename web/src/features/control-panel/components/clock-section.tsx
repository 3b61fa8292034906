import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/lib/format';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/form-field';
import { advanceClock, useSimClock } from '../api/get-clock';
import { useControlAction } from '../hooks/use-control-action';
import { ClockSteps } from './clock-steps';
import { PanelSection } from './panel-section';

const QUICK_STEPS = [
  ['1h', 'clock.plusHour'],
  ['1d', 'clock.plusDay'],
  ['7d', 'clock.plusWeek'],
] as const;

/** The simulator's clock: orders, withdrawals, token expiry and weekly bonuses follow it. */
export function ClockSection() {
  const { t, i18n } = useTranslation('control-panel');
  const clock = useSimClock();
  const [custom, setCustom] = useState('');
  const formatTime = (iso: string) => formatDateTime(iso, i18n.language);
  // Time-driven state (orders, withdrawals) changed: the app re-reads it after the reload.
  const advance = useControlAction({
    run: advanceClock,
    confirm: (state) => t('clock.moved', { time: formatTime(state.now) }),
    after: 'reload',
  });
  const submitCustom = (event: FormEvent) => {
    event.preventDefault();
    if (custom.trim() !== '') advance.mutate(custom.trim());
  };

  return (
    <PanelSection title={t('clock.heading')}>
      <p className="control-panel__note" aria-live="polite">
        {clock.data ? t('clock.now', { time: formatTime(clock.data.now) }) : t('loading')}
      </p>
      <div className="control-panel__actions">
        {QUICK_STEPS.map(([step, label]) => (
          <Button key={step} size="sm" variant="secondary" onClick={() => advance.mutate(step)}>
            {t(label)}
          </Button>
        ))}
      </div>
      <form className="control-panel__row control-panel__row--end" onSubmit={submitCustom}>
        <TextField
          label={t('clock.custom')}
          value={custom}
          onChange={(event) => setCustom(event.target.value)}
        />
        <Button size="sm" type="submit" loading={advance.isPending}>
          {t('clock.advance')}
        </Button>
      </form>
      <ClockSteps />
    </PanelSection>
  );
}

import { type BreakPeriod, breakPeriodSchema } from '@casino/contracts/protection/schemas';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/lib/format';
import { Button } from '../../../shared/ui/button';
import { RadioGroup } from '../../../shared/ui/form-field';
import { useTakeBreak } from '../api/protection-api';
import { breakEnd } from '../lib/block-end';
import { BlockConfirmDialog } from './block-confirm-dialog';
import { useEndSession } from './use-end-session';

/** Take a break: choose a length, read the consequences, confirm; the session then ends. */
export function BreakSection() {
  const { t, i18n } = useTranslation('protection');
  const headingId = useId();
  const [period, setPeriod] = useState<BreakPeriod>('DAY');
  const [confirming, setConfirming] = useState(false);
  const takeBreak = useTakeBreak();
  const endSession = useEndSession();
  const when = (time: string | Date) => formatDateTime(time, i18n.language);
  const label = (value: BreakPeriod) => t(`takeBreak.periods.${value}`);

  function confirm() {
    takeBreak.mutate(period, {
      onSuccess: (block) => {
        setConfirming(false);
        endSession({
          title: t('takeBreak.doneTitle'),
          message: t('takeBreak.done', { date: block.endTime ? when(block.endTime) : '' }),
        });
      },
    });
  }

  return (
    <section className="protection-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="protection-section__title">
        {t('takeBreak.title')}
      </h2>
      <p className="protection-section__intro">{t('takeBreak.intro')}</p>
      <div className="protection-form">
        <RadioGroup
          label={t('takeBreak.label')}
          name="break-period"
          options={breakPeriodSchema.options.map((value) => ({ value, label: label(value) }))}
          value={period}
          onChange={setPeriod}
          inline
        />
        <div>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('takeBreak.start')}
          </Button>
        </div>
      </div>
      {confirming && (
        <BlockConfirmDialog
          title={t('takeBreak.confirmTitle', { period: label(period) })}
          intro={t('takeBreak.consequencesIntro')}
          consequences={[
            t('takeBreak.immediate'),
            t('takeBreak.until', { date: when(breakEnd(period, new Date())) }),
            t('takeBreak.withdrawals'),
            t('takeBreak.final'),
          ]}
          confirmLabel={t('takeBreak.confirm')}
          busy={takeBreak.isPending}
          onConfirm={confirm}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}

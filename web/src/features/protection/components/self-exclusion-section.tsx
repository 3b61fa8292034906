import { type ExclusionPeriod, exclusionPeriodSchema } from '@casino/contracts/protection/schemas';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/lib/format';
import { Button } from '../../../shared/ui/button';
import { RadioGroup } from '../../../shared/ui/form-field';
import { useSelfExclude } from '../api/protection-api';
import { exclusionEnd } from '../lib/block-end';
import { BlockConfirmDialog } from './block-confirm-dialog';
import { useEndSession } from './use-end-session';

/**
 * Self-exclusion: as a break, with stronger words, and the player must tick that it cannot be
 * shortened or lifted early before it is sent.
 */
export function SelfExclusionSection() {
  const { t, i18n } = useTranslation('protection');
  const headingId = useId();
  const [period, setPeriod] = useState<ExclusionPeriod>('SIX_MONTHS');
  const [confirming, setConfirming] = useState(false);
  const selfExclude = useSelfExclude();
  const endSession = useEndSession();
  const when = (time: string | Date) => formatDateTime(time, i18n.language);
  const label = (value: ExclusionPeriod) => t(`selfExclusion.periods.${value}`);
  const end = exclusionEnd(period, new Date());

  function confirm() {
    selfExclude.mutate(period, {
      onSuccess: (block) => {
        setConfirming(false);
        endSession({
          title: t('selfExclusion.doneTitle'),
          message: block.endTime
            ? t('selfExclusion.done', { date: when(block.endTime) })
            : t('selfExclusion.donePermanent'),
        });
      },
    });
  }

  return (
    <section className="protection-section protection-section--serious" aria-labelledby={headingId}>
      <h2 id={headingId} className="protection-section__title">
        {t('selfExclusion.title')}
      </h2>
      <p className="protection-section__intro">{t('selfExclusion.intro')}</p>
      <div className="protection-form">
        <RadioGroup
          label={t('selfExclusion.label')}
          name="exclusion-period"
          options={exclusionPeriodSchema.options.map((value) => ({ value, label: label(value) }))}
          value={period}
          onChange={setPeriod}
          inline
        />
        <div>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t('selfExclusion.start')}
          </Button>
        </div>
      </div>
      {confirming && (
        <BlockConfirmDialog
          title={
            end
              ? t('selfExclusion.confirmTitle', { period: label(period) })
              : t('selfExclusion.confirmTitlePermanent')
          }
          intro={t('selfExclusion.consequencesIntro')}
          consequences={[
            t('selfExclusion.immediate'),
            end ? t('selfExclusion.until', { date: when(end) }) : t('selfExclusion.permanent'),
            t('selfExclusion.withdrawals'),
            t('selfExclusion.final'),
          ]}
          acknowledgement={{
            label: t('selfExclusion.acknowledge'),
            required: t('selfExclusion.acknowledgeRequired'),
          }}
          confirmLabel={t('selfExclusion.confirm')}
          busy={selfExclude.isPending}
          onConfirm={confirm}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}

import {
  REALITY_CHECK_CHOICES,
  type RealityCheckMinutes,
  realityCheckMinutesSchema,
} from '@casino/contracts/protection/schemas';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { RadioGroup } from '../../../shared/ui/form-field';
import { toast } from '../../../shared/ui/toast-store';
import { useSetRealityCheck } from '../api/protection-api';

/** The reality-check interval: a radio group saved with a button (arrow keys only choose). */
export function RealityCheckSection({
  current,
  memberId,
}: {
  current: RealityCheckMinutes;
  memberId: number;
}) {
  const { t } = useTranslation('protection');
  const headingId = useId();
  const [choice, setChoice] = useState<string>(String(current));
  const save = useSetRealityCheck(memberId);
  const options = REALITY_CHECK_CHOICES.map((minutes) => ({
    value: String(minutes),
    label: minutes === 0 ? t('realityCheck.off') : t('realityCheck.every', { minutes: String(minutes) }),
  }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const minutes = realityCheckMinutesSchema.parse(Number(choice));
    save.mutate(minutes, {
      onSuccess: () =>
        toast.success(
          minutes === 0
            ? t('realityCheck.savedOff')
            : t('realityCheck.savedOn', { minutes: String(minutes) }),
        ),
    });
  }

  return (
    <section className="protection-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="protection-section__title">
        {t('realityCheck.title')}
      </h2>
      <p className="protection-section__intro">{t('realityCheck.intro')}</p>
      <form className="protection-form" onSubmit={submit}>
        <RadioGroup
          label={t('realityCheck.label')}
          name="reality-check"
          options={options}
          value={choice}
          onChange={setChoice}
          inline
        />
        <div>
          <Button type="submit" loading={save.isPending} disabled={choice === String(current)}>
            {t('realityCheck.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}

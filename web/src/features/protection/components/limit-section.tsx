import {
  type LimitKind,
  type LimitPeriod,
  limitPeriodSchema,
  type ProtectionStatus,
} from '@casino/contracts/protection/schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LimitCard } from './limit-card';

const PERIODS: readonly LimitPeriod[] = limitPeriodSchema.options;

/** One kind of limit (deposit, loss or wager) with a card for each rolling window. */
export function LimitSection({
  kind,
  status,
  memberId,
}: {
  kind: LimitKind;
  status: ProtectionStatus;
  memberId: number;
}) {
  const { t } = useTranslation('protection');
  const headingId = useId();
  return (
    <section className="protection-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="protection-section__title">
        {t(`limits.kinds.${kind}.title`)}
      </h2>
      <p className="protection-section__intro">{t(`limits.kinds.${kind}.intro`)}</p>
      <div className="limit-grid">
        {PERIODS.map((period) => (
          <LimitCard
            key={period}
            kind={kind}
            period={period}
            limit={status.limits.find((limit) => limit.kind === kind && limit.period === period)}
            currency={status.currency}
            memberId={memberId}
          />
        ))}
      </div>
    </section>
  );
}

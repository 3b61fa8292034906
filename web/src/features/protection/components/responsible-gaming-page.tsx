import type { ProtectionStatus } from '@casino/contracts/protection/schemas';
import { limitKindSchema } from '@casino/contracts/protection/schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { formatDateTime } from '../../../shared/lib/format';
import { openOverlay } from '../../../shared/overlays/overlay-store';
import { useSessionUser } from '../../../shared/session/api/get-session-user';
import { BusyIndicator } from '../../../shared/ui/busy-indicator';
import { Button } from '../../../shared/ui/button';
import { PageIntro } from '../../../shared/ui/page-intro';
import { useProtectionStatus } from '../api/protection-api';
import { BreakSection } from './break-section';
import { LimitSection } from './limit-section';
import { RealityCheckSection } from './reality-check-section';
import { SelfExclusionSection } from './self-exclusion-section';
import '../protection.css';

/** A break or self-exclusion already in force (the server refuses sign-in then, so rarely seen). */
function BlockNotice({ block }: { block: NonNullable<ProtectionStatus['block']> }) {
  const { t, i18n } = useTranslation('protection');
  const date = block.endTime ? formatDateTime(block.endTime, i18n.language) : '';
  const text =
    block.kind === 'BREAK'
      ? t('page.blockBreak', { date })
      : block.endTime
        ? t('page.blockExclusion', { date })
        : t('page.blockExclusionPermanent');
  return <p className="protection-notice">{text}</p>;
}

function ActivitySection() {
  const { t } = useTranslation('protection');
  const headingId = useId();
  return (
    <section className="protection-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="protection-section__title">
        {t('page.activityTitle')}
      </h2>
      <p className="protection-section__intro">{t('page.activityText')}</p>
      <div>
        <Button variant="secondary" onClick={() => openOverlay('transactionHistory')}>
          {t('page.activityLink')}
        </Button>
      </div>
    </section>
  );
}

function ProtectionSettings({ memberId }: { memberId: number }) {
  const { t } = useTranslation('protection');
  const { t: tCommon } = useTranslation();
  const status = useProtectionStatus(memberId);
  if (status.isPending) return <BusyIndicator label={tCommon('status.loading')} />;
  if (status.isError) {
    return (
      <div className="protection-notice" role="alert">
        <p>{t('page.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void status.refetch()}>
          {t('page.retry')}
        </Button>
      </div>
    );
  }
  const data = status.data;
  return (
    <>
      {data.block && <BlockNotice block={data.block} />}
      <p className="protection-rule">{t('limits.rule')}</p>
      {limitKindSchema.options.map((kind) => (
        <LimitSection key={kind} kind={kind} status={data} memberId={memberId} />
      ))}
      <RealityCheckSection current={data.realityCheckMinutes} memberId={memberId} />
      <ActivitySection />
      <BreakSection />
      <SelfExclusionSection />
    </>
  );
}

/** `/responsible-gaming` (members): limits, reality checks, account activity, breaks and self-exclusion. */
export function ResponsibleGamingPage() {
  const { t } = useTranslation();
  const { t: tProtection } = useTranslation('protection');
  const { data: user } = useSessionUser();
  return (
    <PageIntro title={t('routes.responsibleGaming')} description={t('pages.responsibleGaming')}>
      <div className="protection">
        <p>
          <Link to={paths.saferGambling}>{tProtection('page.saferGamblingLink')}</Link>
        </p>
        {user && <ProtectionSettings memberId={user.id} />}
      </div>
    </PageIntro>
  );
}

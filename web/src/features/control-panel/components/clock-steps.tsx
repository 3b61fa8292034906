import type { ClockMoveAnswer, ScheduledEventKind } from '@casino/contracts/control/schedule';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/lib/format';
import { Button } from '../../../shared/ui/button';
import { type ClockStep, stepClock } from '../api/get-clock';
import { useControlAction } from '../hooks/use-control-action';

/** The translation key of each kind of scheduled event (i18next reads dots as nesting). */
const KIND_KEYS = {
  'deposit.resolve': 'depositResolve',
  'deposit.pending': 'depositPending',
  'deposit.expire': 'depositExpire',
  'withdrawal.step': 'withdrawalStep',
  'documents.review': 'documentsReview',
  'limit.change': 'limitChange',
  'break.end': 'breakEnd',
  'exclusion.end': 'exclusionEnd',
  'realityCheck.due': 'realityCheckDue',
  'bonus.cashback': 'bonusCashback',
} as const satisfies Record<ScheduledEventKind, string>;

/**
 * "Next event" and "Run until idle": the clock jumps to what the simulator has
 * scheduled and runs it; the panel lists what ran, so nobody has to know the delays.
 */
export function ClockSteps() {
  const { t, i18n } = useTranslation('control-panel');
  const formatTime = (iso: string) => formatDateTime(iso, i18n.language);
  const summaryOf = (answer: ClockMoveAnswer) => {
    const time = formatTime(answer.now);
    if (answer.stoppedBy === 'maxSteps')
      return t('clock.stoppedAtBound', { steps: String(answer.steps ?? 0), time });
    if (answer.ran.length === 0) return t('clock.nothingScheduled');
    return t('clock.ran', { events: String(answer.ran.length), time });
  };
  const step = useControlAction({ run: stepClock, confirm: summaryOf, after: 'panel' });
  const answer = step.data;
  const run = (which: ClockStep) => step.mutate(which);

  return (
    <>
      <div className="control-panel__actions">
        <Button size="sm" variant="secondary" loading={step.isPending} onClick={() => run('next')}>
          {t('clock.nextEvent')}
        </Button>
        <Button size="sm" variant="secondary" loading={step.isPending} onClick={() => run('idle')}>
          {t('clock.untilIdle')}
        </Button>
      </div>
      <div aria-live="polite">
        {answer && <p className="control-panel__note">{summaryOf(answer)}</p>}
        {answer && answer.ran.length > 0 && (
          <ul className="control-panel__list" aria-label={t('clock.ranList')}>
            {answer.ran.map((event) => (
              <li key={`${event.kind}:${event.ids.join(',')}:${event.epochMs}`}>
                {t('clock.ranItem', {
                  time: formatTime(event.time),
                  what: t(`clock.kinds.${KIND_KEYS[event.kind]}`),
                  ids: event.ids.join(', '),
                })}
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

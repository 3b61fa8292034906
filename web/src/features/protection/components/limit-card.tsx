import type { LimitKind, LimitPeriod, PlayerLimit } from '@casino/contracts/protection/schemas';
import { MAX_LIMIT_AMOUNT } from '@casino/contracts/protection/schemas';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDateTime } from '../../../shared/lib/format';
import { Button } from '../../../shared/ui/button';
import { confirmDialog } from '../../../shared/ui/dialog-store';
import { TextField } from '../../../shared/ui/form-field';
import { toast } from '../../../shared/ui/toast-store';
import { useSetLimit } from '../api/protection-api';
import { coolingOffEnd } from '../lib/block-end';
import { type LimitAmountError, parseLimitAmount } from '../lib/limit-amount';

interface LimitCardProps {
  kind: LimitKind;
  period: LimitPeriod;
  /** The limit in force for this kind and period; undefined when none is set. */
  limit: PlayerLimit | undefined;
  currency: string;
  memberId: number;
}

/** One limit (e.g. deposits per 7 days): what is used, what is pending, and how to change it. */
export function LimitCard({ kind, period, limit, currency, memberId }: LimitCardProps) {
  const { t, i18n } = useTranslation('protection');
  const [text, setText] = useState('');
  const [error, setError] = useState<LimitAmountError | null>(null);
  const setLimit = useSetLimit(memberId);
  const money = (amount: number) => formatAmount(amount, currency, i18n.language);
  const when = (time: string | Date) => formatDateTime(time, i18n.language);
  const name = t(`limits.names.${kind}.${period}`);

  /** Tells what the server did: the answer's own limit says whether it waits for the cooling-off. */
  function announce(amount: number | null, previous: PlayerLimit | undefined, answer: PlayerLimit[]) {
    const now = answer.find((item) => item.kind === kind && item.period === period);
    if (amount === null && now?.pending) {
      toast.success(t('limits.removalScheduled', { limit: name, time: when(now.pending.effectiveTime) }));
    } else if (amount !== null && now?.pending) {
      toast.success(
        t('limits.savedLater', { limit: name, amount: money(amount), time: when(now.pending.effectiveTime) }),
      );
    } else if (previous?.pending && now && now.amount === previous.amount) {
      toast.success(t('limits.pendingCancelled', { limit: name, amount: money(now.amount) }));
    } else if (now) {
      toast.success(t('limits.savedNow', { limit: name, amount: money(now.amount) }));
    }
  }

  function send(amount: number | null) {
    const previous = limit;
    setLimit.mutate(
      { kind, period, amount },
      {
        onSuccess: (status) => {
          setText('');
          announce(amount, previous, status.limits);
        },
      },
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseLimitAmount(text, limit?.amount ?? null);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    setError(null);
    send(parsed.amount);
  }

  async function remove() {
    const confirmed = await confirmDialog({
      title: t('limits.removeTitle', { limit: name }),
      message: t('limits.removeMessage', { time: when(coolingOffEnd(new Date())) }),
      confirmLabel: t('limits.removeConfirm'),
      tone: 'danger',
    });
    if (confirmed) send(null);
  }

  const pending = limit?.pending ?? null;
  const errorText =
    error === 'tooLarge'
      ? t('limits.errors.tooLarge', { max: money(MAX_LIMIT_AMOUNT) })
      : error
        ? t(`limits.errors.${error}`)
        : undefined;

  return (
    // Named by the full limit name: the same period heading appears under each kind.
    <article className="limit-card" aria-label={name}>
      <h3 className="limit-card__title">{t(`limits.periods.${period}`)}</h3>
      {limit ? (
        <>
          <p className="limit-card__amount">{money(limit.amount)}</p>
          <meter
            className="limit-card__meter"
            min={0}
            max={limit.amount}
            value={limit.used}
            low={limit.amount * 0.5}
            high={limit.amount * 0.8}
            optimum={0}
            aria-label={t('limits.meter', { limit: name })}
          />
          <p className="limit-card__use">
            <span>{t('limits.used', { used: money(limit.used) })}</span>
            <span>{t('limits.remaining', { remaining: money(limit.remaining) })}</span>
          </p>
          {limit.resetTime && (
            <p className="limit-card__note">{t('limits.resets', { time: when(limit.resetTime) })}</p>
          )}
        </>
      ) : (
        <p className="limit-card__none">{t('limits.none')}</p>
      )}
      {limit && pending && (
        <div className="limit-card__pending">
          <p>
            <strong>{t('limits.pending')}: </strong>
            {pending.amount === null
              ? t('limits.pendingRemoval', { time: when(pending.effectiveTime) })
              : t('limits.pendingRaise', {
                  amount: money(pending.amount),
                  time: when(pending.effectiveTime),
                })}
          </p>
          <Button
            variant="secondary"
            size="sm"
            loading={setLimit.isPending}
            onClick={() => send(limit.amount)}
          >
            {t('limits.keepCurrent')}
          </Button>
        </div>
      )}
      <form className="limit-card__form" onSubmit={submit} noValidate>
        <TextField
          label={t(limit ? 'limits.newAmountLabel' : 'limits.amountLabel', { currency })}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          error={errorText}
          onChange={(event) => setText(event.target.value)}
        />
        <div className="limit-card__actions">
          <Button type="submit" size="sm" loading={setLimit.isPending}>
            {t(limit ? 'limits.change' : 'limits.set')}
          </Button>
          {limit && pending?.amount !== null && (
            <Button variant="ghost" size="sm" disabled={setLimit.isPending} onClick={remove}>
              {t('limits.remove')}
            </Button>
          )}
        </div>
      </form>
    </article>
  );
}

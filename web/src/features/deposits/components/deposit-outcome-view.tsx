import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { useDepositLanded } from '../hooks/use-deposit-landed';
import { takeOpenOrder } from '../lib/open-orders';
import { purchaseKey } from '../lib/purchase-tracking';
import type { DepositOutcome } from './deposit-flow-types';
import { LiveStatus } from './live-status';

const TEXTS = {
  success: { title: 'result.successTitle', text: 'result.successText' },
  error: { title: 'result.errorTitle', text: 'result.errorText' },
  cancel: { title: 'result.cancelTitle', text: 'result.cancelText' },
} as const;

interface DepositOutcomeViewProps {
  outcome: DepositOutcome;
  onClose: () => void;
  /** After an error or a cancel: back to paying (the same method where it is known). */
  onRetry?: () => void;
}

/**
 * The result pop-ups (spec 02 §2): success with the order, error ('Deposit failed') and cancel.
 * All reset the location to home; success also refreshes the session and reports the purchase
 * in USD to the ad-tracking pixel, once per order (decision 033). Error and cancel offer Try again.
 */
export function DepositOutcomeView({ outcome, onClose, onRetry }: DepositOutcomeViewProps) {
  const { t } = useTranslation('deposits');
  const navigate = useNavigate();
  const landed = useDepositLanded();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    navigate(paths.home, { replace: true });
    const { orderId, amount, currency } = outcome;
    // The order has its answer: no longer open (decision 065).
    if (orderId !== undefined) takeOpenOrder(purchaseKey.order(orderId));
    if (outcome.kind !== 'success') return;
    const known = orderId !== undefined && amount !== undefined;
    void landed(known ? { orderKey: purchaseKey.order(orderId), amount, currency: currency ?? 'USD' } : null);
  }, [navigate, landed, outcome]);

  const texts = TEXTS[outcome.kind];
  const retry = outcome.kind !== 'success' && onRetry;
  return (
    <div className={`deposit-outcome deposit-outcome--${outcome.kind}`}>
      <span className="deposit-outcome__icon" aria-hidden="true">
        <Icon name={outcome.kind === 'success' ? 'check' : outcome.kind === 'error' ? 'close' : 'undo'} />
      </span>
      <h3 className="deposit-outcome__title">{t(texts.title)}</h3>
      <LiveStatus message={t(texts.text)} />
      {outcome.orderId && (
        <p className="deposit-outcome__order">{t('result.order', { orderId: outcome.orderId })}</p>
      )}
      {retry && (
        <Button onClick={retry} data-autofocus>
          {t('deposit.retry')}
        </Button>
      )}
      <Button
        variant={retry ? 'secondary' : 'primary'}
        onClick={onClose}
        data-autofocus={!retry || undefined}
      >
        {t('result.close')}
      </Button>
    </div>
  );
}

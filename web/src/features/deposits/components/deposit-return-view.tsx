import { DepositPolls } from '@casino/contracts/deposits/rules';
import type { FrameOrderLookup } from '@casino/contracts/deposits/schemas';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyIndicator } from '../../../shared/ui/busy-indicator';
import { Button } from '../../../shared/ui/button';
import { findPaypalOrder } from '../api/paypal-find-order';
import { triggerPaypalCheck } from '../api/paypal-trigger';
import { findStripeOrder } from '../api/stripe-find-order';
import { useOrderClaim } from '../hooks/use-order-claim';
import { usePoll } from '../hooks/use-poll';
import type { DepositReturnJob } from '../lib/deposit-return-store';
import { isSessionRefusal } from '../lib/lookup-failure';
import { findOpenOrder, markOpenOrder, OPEN_ORDER_POLL } from '../lib/open-orders';
import { frameOrderState } from '../lib/order-lookup';
import { purchaseKey } from '../lib/purchase-tracking';
import type { DepositOutcome } from './deposit-flow-types';
import { LiveStatus } from './live-status';

type LookupJob = Extract<DepositReturnJob, { kind: 'orderReturn' | 'paypalReturn' }>;

interface DepositReturnViewProps {
  job: LookupJob;
  onOutcome: (outcome: DepositOutcome) => void;
  onClose: () => void;
}

/**
 * 'Processing...' after a provider sent the player back (spec 02 §4). Stripe-style returns: a
 * status containing 'fail' is an error at once; else 3 s, then a look-up every 3 s, 3 at most.
 * PayPal returns: a trigger call once, then after 3 s a look-up every 4 s, 3 at most. 'true' is
 * success, 'false' error. When the looks run out with the order still open, the spec's error
 * (stripe) or cancel (PayPal) pop-up would be untrue: the view says the provider has not
 * confirmed it yet and keeps following it quietly (ours; decision 065). A look-up that got no
 * answer is asked again, never an outcome.
 */
export function DepositReturnView({ job, onOutcome, onClose }: DepositReturnViewProps) {
  const { t } = useTranslation('deposits');
  const poll = usePoll();
  const orderId = job.kind === 'orderReturn' ? job.orderId : job.bizId;
  const orderKey = purchaseKey.order(orderId);
  const [stillOpen, setStillOpen] = useState(false);
  useOrderClaim(orderKey, stillOpen);

  // One run per job: the overlay opens afresh for each return.
  useEffect(() => {
    const kept = findOpenOrder(orderKey);
    const success: DepositOutcome = {
      kind: 'success',
      orderId,
      ...(kept ? { amount: kept.amount, currency: kept.currency } : {}),
    };
    const onAnswer = (answer: FrameOrderLookup) => {
      const state = frameOrderState(answer);
      if (state === 'open') return 'continue' as const;
      onOutcome(state === 'success' ? success : { kind: 'error', orderId });
      return 'stop' as const;
    };
    // The server refused the look-up; a session that ended is no answer about the order.
    const onError = (error: unknown) => {
      if (!isSessionRefusal(error)) onOutcome({ kind: 'error', orderId });
    };
    if (job.kind === 'orderReturn' && job.status.toLowerCase().includes('fail')) {
      onOutcome({ kind: 'error', orderId });
      return;
    }
    // Back from the provider's page: the player paid there, or tried to.
    markOpenOrder(orderKey, { confirmed: true });
    const paypal = { bizId: orderId, cSite: job.kind === 'paypalReturn' ? job.cSite : '' };
    const lookup =
      job.kind === 'orderReturn'
        ? (signal: AbortSignal) => findStripeOrder({ orderId }, { signal })
        : (signal: AbortSignal) => findPaypalOrder(paypal, { signal });
    const followQuietly = () => {
      setStillOpen(true);
      poll.start(OPEN_ORDER_POLL, { lookup, onAnswer, onError });
    };
    if (job.kind === 'paypalReturn') triggerPaypalCheck(paypal).catch(() => undefined);
    poll.start(job.kind === 'orderReturn' ? DepositPolls.STRIPE_RETURN : DepositPolls.PAYMENT_RETURN, {
      lookup,
      onAnswer,
      onExhausted: followQuietly,
      onError,
    });
  }, [job]);

  return (
    <div className="deposit-processing">
      <h3 className="deposit-outcome__title">{t('result.processingTitle')}</h3>
      <BusyIndicator label={t('result.checking')} quiet />
      <LiveStatus
        message={stillOpen ? t('deposit.overdue') : t('result.processingText')}
        className={stillOpen ? 'deposit-note' : ''}
      />
      <Button variant="secondary" onClick={onClose}>
        {t('result.close')}
      </Button>
    </div>
  );
}

import { FrameOrderStatus } from '@casino/contracts/deposits/enums';
import { DepositPolls } from '@casino/contracts/deposits/rules';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyIndicator } from '../../../shared/ui/busy-indicator';
import { Button } from '../../../shared/ui/button';
import { findPaypalOrder } from '../api/paypal-find-order';
import { triggerPaypalCheck } from '../api/paypal-trigger';
import { findStripeOrder } from '../api/stripe-find-order';
import { usePoll } from '../hooks/use-poll';
import type { DepositReturnJob } from '../lib/deposit-return-store';
import { findPendingDeposit } from '../lib/pending-deposits';
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
 * status containing 'fail' is an error at once; else 3 s, then a look-up every 3 s, 3 at most,
 * then error. PayPal returns: a trigger call once, then after 3 s a look-up every 4 s, 3 at most,
 * then the cancel pop-up. 'true' is success, 'false' error.
 */
export function DepositReturnView({ job, onOutcome, onClose }: DepositReturnViewProps) {
  const { t } = useTranslation('deposits');
  const poll = usePoll();
  const orderId = job.kind === 'orderReturn' ? job.orderId : job.bizId;

  // One run per job: the overlay opens afresh for each return.
  useEffect(() => {
    const pending = findPendingDeposit(orderId);
    const success: DepositOutcome = { kind: 'success', orderId, ...(pending ?? {}) };
    const onAnswer = ({ status }: { status: string }) => {
      if (status === FrameOrderStatus.SUCCESS) onOutcome(success);
      else if (status === FrameOrderStatus.FAILURE) onOutcome({ kind: 'error', orderId });
      else return 'continue' as const;
      return 'stop' as const;
    };
    if (job.kind === 'orderReturn') {
      if (job.status.toLowerCase().includes('fail')) {
        onOutcome({ kind: 'error', orderId });
        return;
      }
      poll.start(DepositPolls.STRIPE_RETURN, {
        lookup: () => findStripeOrder({ orderId: job.orderId }),
        onAnswer,
        onExhausted: () => onOutcome({ kind: 'error', orderId }),
        onError: () => onOutcome({ kind: 'error', orderId }),
      });
      return;
    }
    const lookup = { bizId: job.bizId, cSite: job.cSite };
    triggerPaypalCheck(lookup).catch(() => undefined);
    poll.start(DepositPolls.PAYMENT_RETURN, {
      lookup: () => findPaypalOrder(lookup),
      onAnswer,
      onExhausted: () => onOutcome({ kind: 'cancel', orderId }),
      onError: () => onOutcome({ kind: 'error', orderId }),
    });
  }, [job]);

  return (
    <div className="deposit-processing">
      <h3 className="deposit-outcome__title">{t('result.processingTitle')}</h3>
      <BusyIndicator label={t('result.checking')} quiet />
      <LiveStatus message={t('result.processingText')} />
      <Button variant="secondary" onClick={onClose}>
        {t('result.close')}
      </Button>
    </div>
  );
}

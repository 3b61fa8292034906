import type { DepositPaymentMethod } from '@casino/contracts/entities/deposits';
import { FrameOrderStatus, MoneyRules } from '@casino/contracts/entities/money-enums';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyIndicator } from '../../../shared/ui/busy-indicator';
import { findPolledFrameOrder } from '../api/payp-find-order';
import { usePayCloseMessage } from '../hooks/use-payment-window';
import { usePoll } from '../hooks/use-poll';
import { LiveStatus } from './live-status';
import { MethodHeader } from './method-header';

/**
 * processing: PAYP's 'transaction processing' screen, closed by the frame's PAY_CLOSE;
 * polled: PAYPAL_POLL, looked up every second; stripe / paypal: the frame sends the page to
 * the return route, where the look-ups happen.
 */
export type EmbeddedPaymentKind = 'processing' | 'polled' | 'stripe' | 'paypal';

interface EmbeddedPaymentProps {
  kind: EmbeddedPaymentKind;
  src: string;
  orderId: string;
  method: Pick<DepositPaymentMethod, 'name' | 'icon'>;
  onDone: () => void;
  onOutcome: (kind: 'success' | 'error') => void;
}

/** The provider's payment page in a frame, with what the flow does meanwhile. */
export function EmbeddedPayment({ kind, src, orderId, method, onDone, onOutcome }: EmbeddedPaymentProps) {
  const { t } = useTranslation('deposits');
  const poll = usePoll();
  const [looks, setLooks] = useState(0);
  usePayCloseMessage(kind === 'processing', onDone);

  // One poll per order; it stops when the frame goes.
  useEffect(() => {
    if (kind !== 'polled') return;
    poll.start(MoneyRules.polls.POLLED_FRAME, {
      lookup: () => findPolledFrameOrder({ orderId }),
      onAnswer: ({ status }, attempt) => {
        setLooks(attempt);
        if (status === FrameOrderStatus.SUCCESS) onOutcome('success');
        else if (status === FrameOrderStatus.FAILURE) onOutcome('error');
        else return 'continue';
        return 'stop';
      },
      onError: () => onOutcome('error'),
    });
  }, [kind, orderId]);

  return (
    <div className="deposit-frame">
      <MethodHeader method={method} />
      {kind === 'processing' && (
        <>
          <h3 className="deposit-section-title">{t('deposit.processingTitle')}</h3>
          <BusyIndicator label={t('deposit.processingText')} />
        </>
      )}
      {kind === 'polled' && (
        <LiveStatus message={looks > 0 ? t('result.checking') : ''} className="visually-hidden" />
      )}
      <iframe className="deposit-frame__iframe" src={src} title={t('deposit.paymentFrame')} />
    </div>
  );
}

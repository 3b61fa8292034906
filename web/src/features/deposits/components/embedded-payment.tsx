import { DepositPolls } from '@casino/contracts/deposits/rules';
import type { DepositPaymentMethod } from '@casino/contracts/deposits/schemas';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyIndicator } from '../../../shared/ui/busy-indicator';
import { findPolledFrameOrder } from '../api/payp-find-order';
import { useOrderClaim } from '../hooks/use-order-claim';
import { PATIENCE_MS, usePatience } from '../hooks/use-patience';
import { usePayCloseMessage } from '../hooks/use-payment-window';
import { usePoll } from '../hooks/use-poll';
import { isSessionRefusal } from '../lib/lookup-failure';
import { markOpenOrder } from '../lib/open-orders';
import { frameOrderState } from '../lib/order-lookup';
import { purchaseKey } from '../lib/purchase-tracking';
import { LiveStatus } from './live-status';
import { MethodHeader } from './method-header';
import { OverdueNotice } from './overdue-notice';

/**
 * processing: PAYP's 'transaction processing' screen, ended by the frame's PAY_CLOSE;
 * polled: PAYPAL_POLL, looked up every second; stripe / paypal: the frame sends the page to
 * the return route, where the look-ups happen.
 */
export type EmbeddedPaymentKind = 'processing' | 'polled' | 'stripe' | 'paypal';

export type EmbeddedOutcome = 'success' | 'error' | 'cancel';

interface EmbeddedPaymentProps {
  kind: EmbeddedPaymentKind;
  src: string;
  orderId: string;
  method: Pick<DepositPaymentMethod, 'name' | 'icon'>;
  onDone: () => void;
  onOutcome: (kind: EmbeddedOutcome) => void;
}

/**
 * The provider's payment page in a frame, with what the flow does meanwhile. The processing
 * frame's PAY_CLOSE comes after a payment, a failure or a cancel alike (the provider's page
 * leaves after 2 s), so the order is looked up then (every second, as the polled frame) and
 * its outcome given; one still open after `PATIENCE_MS.CARD` gets a notice and a way out.
 * A look-up with no answer is asked again, never an outcome (decision 065); while the frame is
 * here the order is this screen's, and the app-wide follower takes it over when it goes.
 */
export function EmbeddedPayment({ kind, src, orderId, method, onDone, onOutcome }: EmbeddedPaymentProps) {
  const { t } = useTranslation('deposits');
  const poll = usePoll();
  const patience = usePatience(PATIENCE_MS.CARD);
  const [looks, setLooks] = useState(0);
  const [frameClosed, setFrameClosed] = useState(false);
  const orderKey = purchaseKey.order(orderId);
  useOrderClaim(orderKey, patience.overdue);

  const follow = () => {
    poll.start(DepositPolls.POLLED_FRAME, {
      lookup: (signal) => findPolledFrameOrder({ orderId }, { signal }),
      onAnswer: (answer, attempt) => {
        setLooks(attempt);
        const state = frameOrderState(answer);
        if (state === 'open') return 'continue';
        patience.stop();
        onOutcome(state === 'success' ? 'success' : state === 'cancelled' ? 'cancel' : 'error');
        return 'stop';
      },
      // The server refused the look-up (a lost answer is asked again; a session that ended is
      // no answer about the order).
      onError: (error) => {
        if (!isSessionRefusal(error)) onOutcome('error');
      },
    });
  };

  usePayCloseMessage(kind === 'processing' && !frameClosed, () => {
    // The provider's page is done: the player paid, failed or cancelled there.
    markOpenOrder(orderKey, { confirmed: true });
    setFrameClosed(true);
    patience.start();
    follow();
  });

  // One poll per order; it stops when the frame goes.
  useEffect(() => {
    if (kind === 'polled') follow();
  }, [kind, orderId]);

  if (frameClosed) {
    return (
      <div className="deposit-processing">
        <MethodHeader method={method} />
        <BusyIndicator label={t('result.checking')} />
        <OverdueNotice overdue={patience.overdue} message={t('deposit.overdue')} onClose={onDone} />
      </div>
    );
  }

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

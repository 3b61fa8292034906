import type { DepositMethodCodeValue } from '@casino/contracts/deposits/enums';
import type { CardDeposit } from '@casino/contracts/deposits/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/ui/toast-store';
import { createOnlyPayDeposit } from '../api/only-pay-deposit';
import { findStripeOrder } from '../api/stripe-find-order';
import type { DepositFlowProps } from '../components/deposit-flow-types';
import { keepOpenOrder, openOrderKey } from '../lib/open-orders';
import { frameOrderState } from '../lib/order-lookup';
import { openPaymentWindow } from './payment-window';
import { PENDING_POLL } from './use-card-charge';
import { useOrderClaim } from './use-order-claim';
import { PATIENCE_MS, usePatience } from './use-patience';
import { usePoll } from './use-poll';

/**
 * onlyPay / PingPong (spec 02 §2): the provider's pay link in a new tab. When the answer names
 * the order (ours), this pop-up stays and follows it with the look-up the return page uses
 * (`stripe/findOrder`, every 2 s), so that this tab shows the result and the new balance when
 * the order lands (it once kept a stale balance until a reload). The order is kept as an
 * open order (decision 065): the return page finds its amount, and if this pop-up goes first,
 * the app-wide follower tells the result. Without an order id the pop-up makes way at once.
 */
export function useProviderTabPayment({ method, member, onDone, onOutcome }: DepositFlowProps) {
  const { t } = useTranslation('deposits');
  const poll = usePoll();
  const patience = usePatience(PATIENCE_MS.PROVIDER_TAB);
  const [waiting, setWaiting] = useState(false);
  const [followed, setFollowed] = useState<string | null>(null);
  useOrderClaim(followed, patience.overdue);

  const follow = (orderId: string, amount: number, firstDelayMs: number) => {
    poll.start(
      { ...PENDING_POLL, firstDelayMs },
      {
        lookup: (signal) => findStripeOrder({ orderId }, { signal }),
        onAnswer: (answer) => {
          const state = frameOrderState(answer);
          if (state === 'open') return 'continue';
          onOutcome(
            state === 'success'
              ? { kind: 'success', orderId, amount, currency: member.currency }
              : { kind: state === 'cancelled' ? 'cancel' : 'error', orderId },
          );
          patience.stop();
          return 'stop';
        },
        // A refused look-up does not end a payment made in the other tab: ask again on the next tick.
        onError: () => follow(orderId, amount, PENDING_POLL.intervalMs),
      },
    );
  };

  /** Opens the tab at once, inside the click (pop-up blockers), then makes the order; rejects on failure. */
  const pay = (deposit: CardDeposit): Promise<void> => {
    const tab = openPaymentWindow();
    return (async () => {
      try {
        const { payUrl, orderId } = await createOnlyPayDeposit(deposit);
        if (!tab) {
          toast.error(t('deposit.windowBlocked'));
          onDone();
          return;
        }
        tab.location.href = payUrl;
        if (orderId === undefined) {
          onDone();
          return;
        }
        const order = {
          memberId: member.id,
          method: method.code as DepositMethodCodeValue,
          reference: orderId,
          amount: deposit.amount,
          currency: member.currency,
          confirmed: false,
        };
        keepOpenOrder(order);
        setFollowed(openOrderKey(order));
        setWaiting(true);
        patience.start();
        follow(orderId, deposit.amount, PENDING_POLL.firstDelayMs);
      } catch (error) {
        tab?.close();
        throw error;
      }
    })();
  };

  return { pay, waiting, overdue: patience.overdue };
}

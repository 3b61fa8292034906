import { DepositMethodCode } from '@casino/contracts/deposits/enums';
import { DepositRules } from '@casino/contracts/deposits/rules';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrencyAmount } from '../../../shared/lib/format';
import { alertDialog } from '../../../shared/ui/dialog-store';
import { useDepositLanded } from '../hooks/use-deposit-landed';
import { patienceFor } from '../hooks/use-patience';
import { type PollSchedule, usePoll } from '../hooks/use-poll';
import { isSessionRefusal } from '../lib/lookup-failure';
import {
  findOpenOrder,
  isOpenOrderClaimed,
  markOpenOrder,
  OPEN_ORDER_MAX_AGE_MS,
  OPEN_ORDER_POLL,
  OPEN_ORDER_SLOW_POLL,
  type OpenOrder,
  openOrderKey,
  openOrdersOf,
  openOrdersVersion,
  subscribeOpenOrders,
  takeOpenOrder,
} from '../lib/open-orders';
import { lookUpOpenOrder, type OrderState } from '../lib/order-lookup';

/**
 * Follows the member's open orders that no screen of this tab follows (decision 065): after a
 * reload, in a reopened tab, after a return from a provider's page, or once the deposit pop-up
 * closed on an order still open. Each is looked up with its method's own call until the server
 * gives its end, which is shown once (the tab that takes the order from storage tells it).
 */
export function OpenOrdersFollower({ memberId }: { memberId: number }) {
  useSyncExternalStore(subscribeOpenOrders, openOrdersVersion);
  const orders = openOrdersOf(memberId).filter((order) => !isOpenOrderClaimed(openOrderKey(order)));
  return orders.map((order) => <FollowedOrder key={openOrderKey(order)} order={order} />);
}

/**
 * One order, looked up every 3 s, every 30 s once it is past its method's patience. What the
 * player sees: a landed order's success dialog, the balance and the purchase event; the failure
 * or cancel of an order the player paid (one never paid for just goes); one notice that a paid
 * order is taking long. Looks that get no answer are asked again (paused offline), never told;
 * an order the server refuses to look up (unknown to it) is dropped, unless the session ended.
 */
function FollowedOrder({ order }: { order: OpenOrder }) {
  const { t, i18n } = useTranslation('deposits');
  const poll = usePoll();
  const landed = useDepositLanded();
  const key = openOrderKey(order);

  // One follow per order: what changes in storage meanwhile is read there, not from props.
  useEffect(() => {
    const patience = patienceFor(order.method);
    const amount = formatCurrencyAmount(order.amount, order.currency, i18n.language);

    const tell = (state: Exclude<OrderState, 'open'>) => {
      const taken = takeOpenOrder(key);
      if (state === 'success') {
        // The balance in this tab either way; the dialog and the event once, by the tab that took it.
        if (!taken) return void landed(null);
        void landed({ orderKey: key, amount: taken.amount, currency: taken.currency });
        void alertDialog({ title: t('result.successTitle'), message: t('followed.success', { amount }) });
        return;
      }
      if (!taken?.confirmed) return;
      if (state === 'cancelled') {
        void alertDialog({ title: t('result.cancelTitle'), message: t('followed.cancelled', { amount }) });
        return;
      }
      const message =
        taken.method === DepositMethodCode.CASH
          ? t('cash.notFound', { hours: String(DepositRules.REFUND_PROMISE_HOURS) })
          : t('followed.failed', { amount });
      void alertDialog({ title: t('result.errorTitle'), message });
    };

    /** An answer 'open': drop the order once too old, tell a paid one once past patience, slow down. */
    const stillOpen = (schedule: PollSchedule): 'continue' | 'stop' => {
      const kept = findOpenOrder(key);
      if (!kept) return 'stop';
      const age = Date.now() - kept.since;
      if (age >= OPEN_ORDER_MAX_AGE_MS[kept.confirmed ? 'confirmed' : 'unconfirmed']) {
        takeOpenOrder(key);
        return 'stop';
      }
      if (age < patience) return 'continue';
      if (kept.confirmed && !kept.told) {
        markOpenOrder(key, { told: true });
        void alertDialog({ title: t('followed.overdueTitle'), message: t('followed.overdue', { amount }) });
      }
      if (schedule === OPEN_ORDER_SLOW_POLL) return 'continue';
      follow(OPEN_ORDER_SLOW_POLL);
      return 'stop';
    };

    const follow = (schedule: PollSchedule) =>
      poll.start(schedule, {
        lookup: (signal) => lookUpOpenOrder(order, { signal, quiet: true }),
        onAnswer: (state) => {
          if (state === 'open') return stillOpen(schedule);
          tell(state);
          return 'stop';
        },
        // The server does not know the order (any more); a session that ended keeps it for later.
        onError: (error) => {
          if (!isSessionRefusal(error)) takeOpenOrder(key);
        },
      });

    follow(Date.now() - order.since < patience ? OPEN_ORDER_POLL : OPEN_ORDER_SLOW_POLL);
  }, [key]);

  return null;
}

import type { DepositMethodCodeValue } from '@casino/contracts/deposits/enums';
import { DepositPolls } from '@casino/contracts/deposits/rules';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alertDialog } from '../../../shared/ui/dialog-store';
import { getDepositPollingStatus } from '../api/deposit-polling-status';
import { cardFailureMessage } from '../lib/card-failure-message';
import { isSessionRefusal } from '../lib/lookup-failure';
import { keepOpenOrder, takeOpenOrder } from '../lib/open-orders';
import { pollingState } from '../lib/order-lookup';
import { purchaseKey } from '../lib/purchase-tracking';
import { useDepositLanded } from './use-deposit-landed';
import { useOrderClaim } from './use-order-claim';
import { PATIENCE_MS, usePatience } from './use-patience';
import { usePoll } from './use-poll';

/** A charge the provider is still deciding: looked up every 2 s, the first look after 2 s. */
export const PENDING_POLL = { ...DepositPolls.CRYPTO, firstDelayMs: DepositPolls.CRYPTO.intervalMs };

/** One card charge: its deposit id and amount, in the member's currency. */
export interface CardCharge {
  depositId: number;
  amount: number;
}

/** Whose charges these are and by which method: what an open order keeps (decision 065). */
export interface ChargeOwner {
  memberId: number;
  /** The member's currency (the purchase event's). */
  currency: string;
  method: DepositMethodCodeValue;
}

interface CardChargeOptions {
  owner: ChargeOwner;
  /** The charge succeeded: the dialog is about to show. */
  onSucceeded?: () => void;
  /** The player answered the success dialog. */
  onDone: () => void;
}

/**
 * The end of a card charge, shared by the card window and the card processor (spec 02 §4, §8;
 * decision 017): success is the "deposit successfully" dialog, with the balance and purchase
 * event while it shows, then `onDone`; a charge still pending is kept as an open order and
 * followed with `pollingStatus` until it ends (by the app-wide follower once this screen goes,
 * decision 065); after `PATIENCE_MS.CARD` without an end `overdue` is set, the look-ups go on.
 */
export function useCardCharge({ owner, onSucceeded, onDone }: CardChargeOptions) {
  const { t } = useTranslation('deposits');
  const poll = usePoll();
  const patience = usePatience(PATIENCE_MS.CARD);
  const landed = useDepositLanded();
  const [followed, setFollowed] = useState<string | null>(null);
  // The notice under the wait tells the player once overdue: the app-wide follower does not again.
  useOrderClaim(followed, patience.overdue);

  const { stop: stopPoll } = poll;
  const { stop: stopPatience } = patience;
  const stop = useCallback(() => {
    stopPoll();
    stopPatience();
  }, [stopPoll, stopPatience]);

  const succeed = async ({ depositId, amount }: CardCharge) => {
    stop();
    onSucceeded?.();
    const answered = alertDialog({ message: t('deposit.depositSuccessfully') });
    // Right after the dialog shows: the header has the new balance while the player reads it.
    const refreshed = landed({ orderKey: purchaseKey.deposit(depositId), amount, currency: owner.currency });
    await answered;
    await refreshed;
    onDone();
  };

  /** Follows a pending charge; `onFailure` gets the sentence to show when it fails. */
  const follow = (charge: CardCharge, onFailure: (message: string) => void) => {
    const key = purchaseKey.deposit(charge.depositId);
    const fail = (message: string) => {
      takeOpenOrder(key);
      patience.stop();
      onFailure(message);
    };
    keepOpenOrder({
      memberId: owner.memberId,
      method: owner.method,
      reference: charge.depositId,
      amount: charge.amount,
      currency: owner.currency,
      confirmed: true,
    });
    setFollowed(key);
    patience.start();
    poll.start(PENDING_POLL, {
      lookup: (signal) => getDepositPollingStatus({ id: charge.depositId }, { signal }),
      onAnswer: (status) => {
        const state = pollingState(status);
        if (state === 'success') void succeed(charge);
        else if (state === 'open') return 'continue';
        else fail(t('result.errorText'));
        return 'stop';
      },
      // The server refused the look-up: its word, as a failed charge (a lost answer is asked
      // again). A session that ended keeps the order, followed again after the next sign-in.
      onError: (error) => {
        if (isSessionRefusal(error)) {
          patience.stop();
          return;
        }
        fail(cardFailureMessage(error, t('deposit.failedCreate')));
      },
    });
  };

  return { succeed, follow, stop, overdue: patience.overdue };
}

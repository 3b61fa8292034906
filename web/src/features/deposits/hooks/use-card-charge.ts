import { DepositPollingStatus } from '@casino/contracts/deposits/enums';
import { DepositPolls } from '@casino/contracts/deposits/rules';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { alertDialog } from '../../../shared/ui/dialog-store';
import { getDepositPollingStatus } from '../api/deposit-polling-status';
import { cardFailureMessage } from '../lib/card-failure-message';
import { purchaseKey } from '../lib/purchase-tracking';
import { useDepositLanded } from './use-deposit-landed';
import { PATIENCE_MS, usePatience } from './use-patience';
import { usePoll } from './use-poll';

/** A charge the provider is still deciding: looked up every 2 s, the first look after 2 s. */
export const PENDING_POLL = { ...DepositPolls.CRYPTO, firstDelayMs: DepositPolls.CRYPTO.intervalMs };

/** One card charge: its deposit id and amount, in the member's currency. */
export interface CardCharge {
  depositId: number;
  amount: number;
}

interface CardChargeOptions {
  /** The member's currency (the purchase event's). */
  currency: string;
  /** The charge succeeded: the dialog is about to show. */
  onSucceeded?: () => void;
  /** The player answered the success dialog. */
  onDone: () => void;
}

/**
 * The end of a card charge, shared by the card window and the card processor (spec 02 §4, §8;
 * decision 017): success is the "deposit successfully" dialog, with the balance and purchase
 * event while it shows, then `onDone`; a charge still pending is followed with `pollingStatus`
 * until it ends; after `PATIENCE_MS.CARD` without an end `overdue` is set, the look-ups go on.
 */
export function useCardCharge({ currency, onSucceeded, onDone }: CardChargeOptions) {
  const { t } = useTranslation('deposits');
  const poll = usePoll();
  const patience = usePatience(PATIENCE_MS.CARD);
  const landed = useDepositLanded();

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
    const refreshed = landed({ orderKey: purchaseKey.deposit(depositId), amount, currency });
    await answered;
    await refreshed;
    onDone();
  };

  /** Follows a pending charge; `onFailure` gets the sentence to show when it fails. */
  const follow = (charge: CardCharge, onFailure: (message: string) => void) => {
    patience.start();
    poll.start(PENDING_POLL, {
      lookup: () => getDepositPollingStatus({ id: charge.depositId }),
      onAnswer: (status) => {
        if (status === DepositPollingStatus.SUCCESS) void succeed(charge);
        else if (status === DepositPollingStatus.FAILED || status === DepositPollingStatus.EXPIRED) {
          patience.stop();
          onFailure(t('result.errorText'));
        } else return 'continue';
        return 'stop';
      },
      onError: (error) => {
        patience.stop();
        onFailure(cardFailureMessage(error, t('deposit.failedCreate')));
      },
    });
  };

  return { succeed, follow, stop, overdue: patience.overdue };
}

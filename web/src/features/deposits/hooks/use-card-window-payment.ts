import type { CardDeposit } from '@casino/contracts/entities/deposits';
import { DepositPollingStatus, MoneyRules } from '@casino/contracts/entities/money-enums';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alertDialog, warningDialog } from '../../../shared/ui/dialog-store';
import { toast } from '../../../shared/ui/toast-store';
import { refreshSession } from '../../session/api/refresh-session';
import { createCardDeposit } from '../api/card-deposit';
import { getDepositPollingStatus } from '../api/deposit-polling-status';
import { cardFailureMessage } from '../lib/card-failure-message';
import { newCardWindowRef } from '../lib/card-window-messages';
import { appPageUrl, cardProcessingPage } from '../lib/provider-pages';
import { type CardWindowLink, linkCardWindow } from './card-window-link';
import { openPaymentWindow } from './payment-window';
import { usePaymentWindowWatch } from './use-payment-window';
import { usePoll } from './use-poll';

/** A charge the provider is still deciding: looked up every 2 s, the first look after 2 s. */
const PENDING_POLL = { ...MoneyRules.polls.CRYPTO, firstDelayMs: MoneyRules.polls.CRYPTO.intervalMs };

/** paying: the call or the provider's page runs; confirming: the window closed, the order not yet final. */
export type CardWindowPhase = 'idle' | 'paying' | 'confirming';

/**
 * The card path with a processing window (VISA_MASTERCARD_1, CPAY; decision 017). The window
 * opens inside the click (pop-up blockers) with only a random reference in its address; this
 * window makes the deposit call with the card data, so they never leave it. Then:
 * - success: the window goes to the provider's page; here the "deposit successfully" dialog,
 *   then (while it shows) the session refresh; OK closes the pop-up (spec 02 §4, §8);
 * - pending: the window goes to the provider's page; the order is looked up here until it ends;
 * - failure: the window shows it in place of its spinner; here the warning dialog (spec 02 §8).
 */
export function useCardWindowPayment(onDone: () => void) {
  const { t } = useTranslation('deposits');
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<CardWindowPhase>('idle');
  const poll = usePoll();
  const windowWatch = usePaymentWindowWatch();
  const link = useRef<CardWindowLink | null>(null);
  useEffect(() => () => link.current?.stop(), []);

  const finish = () => {
    poll.stop();
    windowWatch.stop();
  };

  const succeed = async () => {
    finish();
    const answered = alertDialog({ message: t('deposit.depositSuccessfully') });
    // Right after the dialog shows: the header has the new balance while the player reads it.
    const refreshed = refreshSession(queryClient).catch(() => {
      // The pop-up's close refreshes once more; a stale balance is not worth a second dialog.
    });
    await answered;
    await refreshed;
    setPhase('idle');
    onDone();
  };

  const fail = async (message: string) => {
    finish();
    link.current?.fail(message);
    setPhase('idle');
    await warningDialog(message);
  };

  const follow = (depositId: number, target: Window) => {
    poll.start(PENDING_POLL, {
      lookup: () => getDepositPollingStatus({ id: depositId }),
      onAnswer: (status) => {
        if (status === DepositPollingStatus.SUCCESS) void succeed();
        else if (status === DepositPollingStatus.FAILED || status === DepositPollingStatus.EXPIRED)
          void fail(t('result.errorText'));
        else return 'continue';
        return 'stop';
      },
      onError: (error) => void fail(cardFailureMessage(error, t('deposit.failedCreate'))),
    });
    // The provider's Close (PAY_CLOSE) or the window closing: the look-ups go on here.
    windowWatch.watch(target, () => setPhase('confirming'));
  };

  const pay = (deposit: CardDeposit) => {
    const ref = newCardWindowRef();
    const target = openPaymentWindow(appPageUrl('/payment/cpay/processing', new URLSearchParams({ ref })));
    if (!target) {
      toast.error(t('deposit.windowBlocked'));
      return;
    }
    link.current?.stop();
    const current = linkCardWindow(target, ref);
    link.current = current;
    setPhase('paying');
    createCardDeposit(deposit).then(
      ({ depositId, status }) => {
        if (status === 'failed' || status === 'cancelled' || status === 'expired') {
          void fail(t('result.errorText'));
          return;
        }
        current.goTo(cardProcessingPage(depositId));
        if (status === 'success') void succeed();
        else follow(depositId, target);
      },
      (error: unknown) => void fail(cardFailureMessage(error, t('deposit.failedCreate'))),
    );
  };

  return { pay, phase };
}

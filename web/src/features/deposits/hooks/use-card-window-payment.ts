import type { CardDeposit } from '@casino/contracts/deposits/schemas';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { warningDialog } from '../../../shared/ui/dialog-store';
import { toast } from '../../../shared/ui/toast-store';
import { createCardDeposit } from '../api/card-deposit';
import { cardFailureMessage } from '../lib/card-failure-message';
import { newCardWindowRef } from '../lib/card-window-messages';
import { appPageUrl, cardProcessingPage } from '../lib/provider-pages';
import { type CardWindowLink, linkCardWindow } from './card-window-link';
import { openPaymentWindow } from './payment-window';
import { type CardCharge, type ChargeOwner, useCardCharge } from './use-card-charge';
import { usePaymentWindowWatch } from './use-payment-window';

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
export function useCardWindowPayment(owner: ChargeOwner, onDone: () => void) {
  const { t } = useTranslation('deposits');
  const [phase, setPhase] = useState<CardWindowPhase>('idle');
  const windowWatch = usePaymentWindowWatch();
  const charge = useCardCharge({
    owner,
    // Closing the window no longer means "confirming": the dialog says it succeeded.
    onSucceeded: windowWatch.stop,
    onDone: () => {
      setPhase('idle');
      onDone();
    },
  });
  const link = useRef<CardWindowLink | null>(null);
  useEffect(() => () => link.current?.stop(), []);

  const fail = async (message: string) => {
    charge.stop();
    windowWatch.stop();
    link.current?.fail(message);
    setPhase('idle');
    await warningDialog(message);
  };

  const follow = (pending: CardCharge, target: Window) => {
    charge.follow(pending, (message) => void fail(message));
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
      ({ depositId, status, sk }) => {
        if (status === 'failed' || status === 'cancelled' || status === 'expired') {
          void fail(t('result.errorText'));
          return;
        }
        current.goTo(cardProcessingPage(depositId, sk));
        const paid = { depositId, amount: deposit.amount };
        if (status === 'success') void charge.succeed(paid);
        else follow(paid, target);
      },
      (error: unknown) => void fail(cardFailureMessage(error, t('deposit.failedCreate'))),
    );
  };

  return { pay, phase, overdue: charge.overdue };
}

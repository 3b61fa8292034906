import type { CardDeposit } from '@casino/contracts/entities/deposits';
import { DepositMethodCode, type DepositMethodCodeValue } from '@casino/contracts/entities/money-enums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../shared/api/protection-refusal';
import { alertDialog, warningDialog } from '../../../shared/ui/dialog-store';
import { toast } from '../../../shared/ui/toast-store';
import { createCattlDeposit } from '../api/cattl-deposit';
import { payCattlDeposit } from '../api/cattl-pay';
import { createOnlyPayDeposit } from '../api/only-pay-deposit';
import type { DepositFlowProps } from '../components/deposit-flow-types';
import { cardDepositToQuery } from '../lib/card-request-query';
import type { CardFormValues } from '../lib/deposit-validation';
import { appPageUrl } from '../lib/provider-pages';
import { openPaymentWindow } from './payment-window';
import { usePaymentWindowWatch } from './use-payment-window';

// A refusal by a limit, break or self-exclusion is said in the player's language (issue 10).
const messageOf = apiErrorMessage;

/**
 * What the card form does on submit, by method (spec 02 §2, §4):
 * - VISA_MASTERCARD_1 / CPAY: a new window at /payment/cpay/processing with the request as query;
 *   the pop-up closes when that window closes (watched every 100 ms) or posts PAY_CLOSE;
 * - CATTL: deposit, then pay with its id, then the success dialog; failures in a warning dialog;
 * - ONLYPAY / PINGPONG: the provider's pay link in a new tab.
 */
export function useCardSubmit({ method, member, onDone }: DepositFlowProps) {
  const { t } = useTranslation('payments');
  const [busy, setBusy] = useState(false);
  const [waitingForWindow, setWaitingForWindow] = useState(false);
  const windowWatch = usePaymentWindowWatch();

  const request = (amount: number, card: CardFormValues): CardDeposit => ({
    ...card,
    amount,
    depositAmount: amount,
    memberId: member.id,
    paymentMethod: method.code as DepositMethodCodeValue,
    cardEmail: member.email,
    cardMobile: member.mobile,
  });

  const openProcessingWindow = (deposit: CardDeposit) => {
    const target = openPaymentWindow(appPageUrl('/payment/cpay/processing', cardDepositToQuery(deposit)));
    if (!target) {
      toast.error(t('deposit.windowBlocked'));
      return;
    }
    setWaitingForWindow(true);
    windowWatch.watch(target, onDone);
  };

  const run = async (task: () => Promise<void>) => {
    setBusy(true);
    try {
      await task();
    } catch (error) {
      await warningDialog(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const send = (amount: number, card: CardFormValues) => {
    const deposit = request(amount, card);
    if (method.code === DepositMethodCode.CATTL) {
      void run(async () => {
        const { id } = await createCattlDeposit(deposit);
        await payCattlDeposit({ depositId: id });
        await alertDialog({ message: t('deposit.depositSuccessfully') });
        onDone();
      });
    } else if (method.code === DepositMethodCode.ONLYPAY || method.code === DepositMethodCode.PINGPONG) {
      // Opened inside the click so that pop-up blockers allow it; pointed at the link once known.
      const tab = openPaymentWindow();
      void run(async () => {
        try {
          const { payUrl } = await createOnlyPayDeposit(deposit);
          if (tab) tab.location.href = payUrl;
          else toast.error(t('deposit.windowBlocked'));
          onDone();
        } catch (error) {
          tab?.close();
          throw error;
        }
      });
    } else {
      openProcessingWindow(deposit);
    }
  };

  return { send, busy, waitingForWindow };
}

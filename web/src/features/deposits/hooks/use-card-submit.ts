import type { CardDeposit } from '@casino/contracts/entities/deposits';
import { DepositMethodCode, type DepositMethodCodeValue } from '@casino/contracts/entities/money-enums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alertDialog, warningDialog } from '../../../shared/ui/dialog-store';
import { toast } from '../../../shared/ui/toast-store';
import { createCattlDeposit } from '../api/cattl-deposit';
import { payCattlDeposit } from '../api/cattl-pay';
import { createOnlyPayDeposit } from '../api/only-pay-deposit';
import type { DepositFlowProps } from '../components/deposit-flow-types';
import { cardFailureMessage } from '../lib/card-failure-message';
import type { CardFormValues } from '../lib/deposit-validation';
import { openPaymentWindow } from './payment-window';
import { useCardWindowPayment } from './use-card-window-payment';

/**
 * What the card form does on submit, by method (spec 02 §2, §4):
 * - VISA_MASTERCARD_1 / CPAY: the processing window (see `useCardWindowPayment`);
 * - CATTL: deposit, then pay with its id, then the success dialog; failures in a warning dialog;
 * - ONLYPAY / PINGPONG: the provider's pay link in a new tab.
 * A failure says the server's words only where they are meant for the player (a decline, a
 * limit), else a translated sentence: never a field key or developer text.
 */
export function useCardSubmit({ method, member, onDone }: DepositFlowProps) {
  const { t } = useTranslation('deposits');
  const [busy, setBusy] = useState(false);
  const cardWindow = useCardWindowPayment(onDone);

  const request = (amount: number, card: CardFormValues): CardDeposit => ({
    ...card,
    amount,
    depositAmount: amount,
    memberId: member.id,
    paymentMethod: method.code as DepositMethodCodeValue,
    cardEmail: member.email,
    cardMobile: member.mobile,
  });

  const run = async (task: () => Promise<void>) => {
    setBusy(true);
    try {
      await task();
    } catch (error) {
      await warningDialog(cardFailureMessage(error, t('deposit.failedCreate')));
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
      cardWindow.pay(deposit);
    }
  };

  return { send, busy, phase: cardWindow.phase };
}

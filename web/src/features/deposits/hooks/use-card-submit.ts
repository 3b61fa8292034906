import { DepositMethodCode, type DepositMethodCodeValue } from '@casino/contracts/deposits/enums';
import type { CardDeposit } from '@casino/contracts/deposits/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { warningDialog } from '../../../shared/ui/dialog-store';
import type { DepositFlowProps } from '../components/deposit-flow-types';
import { cardFailureMessage } from '../lib/card-failure-message';
import type { CardFormValues } from '../lib/deposit-validation';
import { useCardWindowPayment } from './use-card-window-payment';
import { useCattlPayment } from './use-cattl-payment';
import { useProviderTabPayment } from './use-provider-tab-payment';

/** What the form shows while a payment runs elsewhere or is being confirmed. */
export interface CardPaymentWait {
  message: string;
  /** Open longer than the player is asked to wait (`PATIENCE_MS`): say so, offer a way out. */
  overdue: boolean;
}

/**
 * What the card form does on submit, by method (spec 02 §2, §4):
 * - VISA_MASTERCARD_1 / CPAY: the processing window (see `useCardWindowPayment`);
 * - CATTL: deposit, then pay with its id, then the success dialog (`useCattlPayment`);
 * - ONLYPAY / PINGPONG: the provider's pay link in a new tab (`useProviderTabPayment`).
 * A failure says the server's words only where they are meant for the player (a decline, a
 * limit), else a translated sentence: never a field key or developer text.
 */
export function useCardSubmit(props: DepositFlowProps) {
  const { method, member, onDone } = props;
  const { t } = useTranslation('deposits');
  const [busy, setBusy] = useState(false);
  const owner = { memberId: member.id, currency: member.currency };
  const cardWindow = useCardWindowPayment(
    { ...owner, method: method.code as DepositMethodCodeValue },
    onDone,
  );
  const cattl = useCattlPayment({ ...owner, method: DepositMethodCode.CATTL }, onDone);
  const providerTab = useProviderTabPayment(props);

  const request = (amount: number, card: CardFormValues): CardDeposit => ({
    ...card,
    amount,
    depositAmount: amount,
    memberId: member.id,
    paymentMethod: method.code as DepositMethodCodeValue,
    cardEmail: member.email,
    cardMobile: member.mobile,
  });

  const run = async (task: Promise<void>) => {
    setBusy(true);
    try {
      await task;
    } catch (error) {
      await warningDialog(cardFailureMessage(error, t('deposit.failedCreate')));
    } finally {
      setBusy(false);
    }
  };

  const send = (amount: number, card: CardFormValues) => {
    const deposit = request(amount, card);
    if (method.code === DepositMethodCode.CATTL) void run(cattl.pay(deposit));
    else if (method.code === DepositMethodCode.ONLYPAY || method.code === DepositMethodCode.PINGPONG) {
      void run(providerTab.pay(deposit));
    } else cardWindow.pay(deposit);
  };

  let wait: CardPaymentWait | null = null;
  if (cardWindow.phase === 'paying') wait = { message: t('deposit.windowOpen'), overdue: cardWindow.overdue };
  else if (cardWindow.phase === 'confirming' || cattl.confirming) {
    wait = { message: t('result.processingText'), overdue: cardWindow.overdue || cattl.overdue };
  } else if (providerTab.waiting) wait = { message: t('deposit.tabOpen'), overdue: providerTab.overdue };

  return { send, busy, wait };
}

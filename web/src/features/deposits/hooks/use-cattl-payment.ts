import { DepositOrderStatus } from '@casino/contracts/deposits/enums';
import type { CardDeposit } from '@casino/contracts/deposits/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { warningDialog } from '../../../shared/ui/dialog-store';
import { createCattlDeposit } from '../api/cattl-deposit';
import { payCattlDeposit } from '../api/cattl-pay';
import { type ChargeOwner, useCardCharge } from './use-card-charge';

const ENDED_UNPAID: readonly string[] = [
  DepositOrderStatus.FAILED,
  DepositOrderStatus.CANCELLED,
  DepositOrderStatus.EXPIRED,
];

/**
 * The card processor (CATTL, spec 02 §2): the deposit call gives an id, the pay call charges it.
 * Success is the success dialog; a pay call that answers `pending` is followed until the charge
 * ends, as the card window does (it was once called successful straight away), while the form
 * says the payment is being confirmed. Call failures reject: the caller shows them.
 */
export function useCattlPayment(owner: ChargeOwner, onDone: () => void) {
  const { t } = useTranslation('deposits');
  const [confirming, setConfirming] = useState(false);
  const charge = useCardCharge({
    owner,
    onDone: () => {
      setConfirming(false);
      onDone();
    },
  });

  const fail = async (message: string) => {
    charge.stop();
    setConfirming(false);
    await warningDialog(message);
  };

  const pay = async (deposit: CardDeposit) => {
    const { id } = await createCattlDeposit(deposit);
    const { status } = await payCattlDeposit({ depositId: id });
    const paid = { depositId: id, amount: deposit.amount };
    if (status === DepositOrderStatus.SUCCESS) {
      await charge.succeed(paid);
    } else if (ENDED_UNPAID.includes(status)) {
      await fail(t('result.errorText'));
    } else {
      setConfirming(true);
      charge.follow(paid, (message) => void fail(message));
    }
  };

  return { pay, confirming, overdue: charge.overdue };
}

import type { SessionUser } from '@casino/contracts/entities/account';
import type { DepositConfig, DepositPaymentMethod } from '@casino/contracts/entities/deposits';

/** A result pop-up of spec 02 §2: success (with the order), error, or cancel. */
export interface DepositOutcome {
  kind: 'success' | 'error' | 'cancel';
  orderId?: string;
  /** Known when the deposit was made in this tab: the purchase event needs it. */
  amount?: number;
  currency?: string;
}

/** What every deposit flow receives from the deposit pop-up. */
export interface DepositFlowProps {
  method: DepositPaymentMethod;
  member: SessionUser;
  config: DepositConfig;
  /** Back to the method list. */
  onChangeMethod?: () => void;
  /** Closes the pop-up (which refreshes the session). */
  onDone: () => void;
  /** Shows a result pop-up in place of the flow. */
  onOutcome: (outcome: DepositOutcome) => void;
}

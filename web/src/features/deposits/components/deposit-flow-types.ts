import type { SessionUser } from '@casino/contracts/auth/schemas';
import type { DepositConfig } from '@casino/contracts/deposits/schemas';
import type { DepositMethodHeading } from '../api/find-deposit-method';

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
  method: DepositMethodHeading;
  member: SessionUser;
  config: DepositConfig;
  /** Back to the method list. */
  onChangeMethod?: () => void;
  /** Closes the pop-up (which refreshes the session). */
  onDone: () => void;
  /** Shows a result pop-up in place of the flow. */
  onOutcome: (outcome: DepositOutcome) => void;
  /**
   * The amount to start on, chosen (a withdrawal voucher's price). The crypto flows
   * read it: vouchers are bought with crypto (spec 02 §2).
   */
  initialAmount?: number;
}

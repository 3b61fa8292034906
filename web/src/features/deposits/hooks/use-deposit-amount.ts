import { DepositRules } from '@casino/contracts/deposits/rules';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/ui/toast-store';
import { checkDepositAmount, type DepositIssue } from '../lib/deposit-validation';
import { useAmountChoice } from './use-amount-choice';

interface DepositAmountOptions {
  defaultPreset?: number | null;
  /** From the deposit config; the default minimum when it sends none. */
  minimum?: number;
  currency: string;
  /** The 5000 cap (every path but cash). */
  capped: boolean;
}

/** Shows a deposit check's failure as a toast (spec 02 §5: "each as a toast"). */
export function useIssueToast() {
  const { t } = useTranslation('deposits');
  return (issue: DepositIssue) => toast.error(issue.values ? t(issue.key, issue.values) : t(issue.key));
}

/** The amount choice of a deposit form and its checks, in the spec's order. */
export function useDepositAmount({ defaultPreset = null, minimum, currency, capped }: DepositAmountOptions) {
  const choice = useAmountChoice(defaultPreset);
  const showIssue = useIssueToast();
  /** The amount to send, or null after a toast said what is wrong. */
  const validate = (): number | null => {
    const issue = checkDepositAmount(choice.amount, {
      minimum: minimum ?? DepositRules.MIN_AMOUNT_DEFAULT,
      currency,
      capped,
    });
    if (issue) {
      showIssue(issue);
      return null;
    }
    return choice.amount;
  };
  return { choice, validate };
}

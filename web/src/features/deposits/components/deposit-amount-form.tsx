import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import type { AmountChoice } from '../hooks/use-amount-choice';
import { AmountPicker } from './amount-picker';
import type { DepositFlowProps } from './deposit-flow-types';
import { MethodHeader } from './method-header';

interface DepositAmountFormProps {
  /** The flow's own props: the method, the member's currency and the deposit config. */
  flow: DepositFlowProps;
  onSubmit: (event: FormEvent) => void;
  presets: readonly number[];
  choice: AmountChoice;
  /** The other-amount input; by default when the config allows manual input. */
  allowOther?: boolean;
  busy: boolean;
  /** The button's words: "continue" unless the flow pays on this form. */
  submitLabel?: string;
  /** The flow's own fields, between the amount and the button. */
  children?: ReactNode;
}

/** Every deposit flow's first form: the method, the amount, the flow's fields and the button. */
export function DepositAmountForm(props: DepositAmountFormProps) {
  const { t } = useTranslation('deposits');
  const { method, onChangeMethod, member, config } = props.flow;
  return (
    <form className="deposit-form" onSubmit={props.onSubmit} noValidate>
      <MethodHeader method={method} onChangeMethod={onChangeMethod} />
      <AmountPicker
        presets={props.presets}
        choice={props.choice}
        allowOther={props.allowOther ?? config.paymentAllowManualInput === 1}
        currencySymbol={member.currencySymbol}
      />
      {props.children}
      <Button type="submit" fullWidth size="lg" loading={props.busy}>
        {props.submitLabel ?? t('deposit.continue')}
      </Button>
    </form>
  );
}

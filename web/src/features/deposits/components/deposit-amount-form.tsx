import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import type { AmountChoice } from '../hooks/use-amount-choice';
import { AmountPicker } from './amount-picker';
import type { DepositFlowProps } from './deposit-flow-types';
import { MethodHeader } from './method-header';

interface DepositAmountFormProps extends Pick<DepositFlowProps, 'method' | 'onChangeMethod'> {
  onSubmit: (event: FormEvent) => void;
  presets: readonly number[];
  choice: AmountChoice;
  allowOther: boolean;
  currencySymbol: string;
  busy: boolean;
  /** The button's words: "continue" unless the flow pays on this form. */
  submitLabel?: string;
  /** The flow's own fields, between the amount and the button. */
  children?: ReactNode;
}

/** Every deposit flow's first form: the method, the amount, the flow's fields and the button. */
export function DepositAmountForm(props: DepositAmountFormProps) {
  const { t } = useTranslation('deposits');
  return (
    <form className="deposit-form" onSubmit={props.onSubmit} noValidate>
      <MethodHeader method={props.method} onChangeMethod={props.onChangeMethod} />
      <AmountPicker
        presets={props.presets}
        choice={props.choice}
        allowOther={props.allowOther}
        currencySymbol={props.currencySymbol}
      />
      {props.children}
      <Button type="submit" fullWidth size="lg" loading={props.busy}>
        {props.submitLabel ?? t('deposit.continue')}
      </Button>
    </form>
  );
}

import { parseSlashAmounts } from '@casino/contracts/core/money';
import { DepositMethodCode } from '@casino/contracts/deposits/enums';
import { DepositRules } from '@casino/contracts/deposits/rules';
import type { BillingInfo } from '@casino/contracts/deposits/schemas';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LegalArticle } from '../../../shared/overlays/overlay-names';
import { openOverlay } from '../../../shared/overlays/overlay-store';
import { BusyIndicator } from '../../../shared/ui/busy-indicator';
import { toast } from '../../../shared/ui/toast-store';
import { useBillingInfo } from '../api/get-billing-info';
import { useCardSubmit } from '../hooks/use-card-submit';
import { useDepositAmount, useIssueToast } from '../hooks/use-deposit-amount';
import { type CardFormValues, checkCard, EMPTY_CARD_FORM, normaliseCard } from '../lib/deposit-validation';
import { CardFormFields } from './card-form-fields';
import { DepositAmountForm } from './deposit-amount-form';
import type { DepositFlowProps } from './deposit-flow-types';
import { MethodHeader } from './method-header';
import { OverdueNotice } from './overdue-notice';

/** The card path (fixed presets, default 200) or the provider path (config presets, other amount always). */
function isProviderPath(code: string): boolean {
  return code === DepositMethodCode.ONLYPAY || code === DepositMethodCode.PINGPONG;
}

function prefilled(billing: BillingInfo | undefined): CardFormValues {
  if (!billing) return EMPTY_CARD_FORM;
  const { cardEmail: _email, cardMobile: _mobile, ...fields } = billing;
  return { ...EMPTY_CARD_FORM, ...fields };
}

/** Card deposits: VISA_MASTERCARD_1 / CPAY (processing window), CATTL (card processor), onlyPay / PingPong (provider tab). */
export function CardDepositFlow(props: DepositFlowProps) {
  const { t } = useTranslation(['deposits', 'common']);
  const billing = useBillingInfo();
  useEffect(() => {
    if (billing.isError) toast.error(t('common:common.serverBusy'));
  }, [billing.isError, t]);
  if (billing.isPending) return <BusyIndicator label={t('deposit.cardDetails')} />;
  return <CardDepositForm {...props} initial={prefilled(billing.data)} />;
}

function CardDepositForm({ initial, ...props }: DepositFlowProps & { initial: CardFormValues }) {
  const { t } = useTranslation('deposits');
  const { method, member, config } = props;
  const provider = isProviderPath(method.code);
  const presets = provider ? parseSlashAmounts(config.paymentAmounts) : DepositRules.CARD_PRESET_AMOUNTS;
  const { choice, validate } = useDepositAmount({
    defaultPreset: provider ? null : DepositRules.CARD_DEFAULT_AMOUNT,
    minimum: config.minimumAmount,
    currency: member.currency,
    capped: true,
  });
  const [values, setValues] = useState(initial);
  const showIssue = useIssueToast();
  const submit = useCardSubmit(props);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const amount = validate();
    if (amount === null) return;
    const issue = checkCard(values);
    if (issue) {
      showIssue(issue);
      return;
    }
    submit.send(amount, normaliseCard(values));
  };

  if (submit.wait) {
    // The player pays in the window or tab, or the provider is still deciding; once overdue the
    // notice says what is true, so the "a few seconds" line is left to screen readers.
    return (
      <div className="deposit-processing">
        <MethodHeader method={method} />
        <BusyIndicator label={submit.wait.message} quiet={submit.wait.overdue} />
        <OverdueNotice overdue={submit.wait.overdue} message={t('deposit.overdue')} onClose={props.onDone} />
      </div>
    );
  }

  return (
    <DepositAmountForm
      flow={props}
      onSubmit={onSubmit}
      presets={presets}
      choice={choice}
      allowOther={provider || config.paymentAllowManualInput === 1}
      busy={submit.busy}
      submitLabel={t('deposit.submit')}
    >
      <CardFormFields
        values={values}
        onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
      />
      <p className="deposit-agreement">
        {t('deposit.agreement')}{' '}
        <button
          type="button"
          className="link-button deposit-link"
          onClick={() => openOverlay('legal', { article: LegalArticle.TERMS })}
        >
          {t('deposit.terms')}
        </button>{' '}
        {t('deposit.and')}{' '}
        <button
          type="button"
          className="link-button deposit-link"
          onClick={() => openOverlay('legal', { article: LegalArticle.PRIVACY })}
        >
          {t('deposit.privacy')}
        </button>
      </p>
    </DepositAmountForm>
  );
}

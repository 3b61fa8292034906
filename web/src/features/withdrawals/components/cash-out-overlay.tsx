import { useTranslation } from 'react-i18next';
import { ProofUploadField } from '../../../shared/files/proof-upload-field';
import { formatSymbolAmount } from '../../../shared/lib/format';
import type { OverlayComponentProps } from '../../../shared/overlays/overlay-names';
import { openOverlay } from '../../../shared/overlays/overlay-store';
import { BusyIndicator } from '../../../shared/ui/busy-indicator';
import { Button } from '../../../shared/ui/button';
import { Modal } from '../../../shared/ui/modal';
import { Picker } from '../../../shared/ui/picker';
import { useCashOut } from '../hooks/use-cash-out';
import type { CashOutError } from '../lib/cash-out-validation';
import { CashOutAmount } from './cash-out-amount';
import { CashOutMethodDetails } from './cash-out-method-details';
import { WithdrawalFigures } from './withdrawal-figures';
import '../../../shared/styles/money-screens.css';
import '../withdrawals.css';

/**
 * The cash-out pop-up (overlay 'cashOut'), in two steps: figures, amount, method and its
 * details; then the ID and payment proofs. While wagering is owed (rollingAmount > 0) a notice
 * of unfinished bets replaces the form and there is no cash-out button. Every figure shown is
 * the session user's, as the server's money policy computed it.
 */
export function CashOutOverlay({ onClose }: OverlayComponentProps<'cashOut'>) {
  const { t, i18n } = useTranslation('withdrawals');
  const cashOut = useCashOut(onClose);
  const { member, config, methods, step, form, error, idProof, paymentProof } = cashOut;
  const errorText = (field: CashOutError['field'] | 'detail') =>
    error && (error.field === field || (field === 'detail' && !['amount', 'method'].includes(error.field)))
      ? t(error.key as 'cashOut.amountTip', error.params)
      : undefined;
  const rollingOwed = (member?.rollingAmount ?? 0) > 0;
  const ready = member !== null && config.data !== undefined;

  const historyLink = (
    <Button variant="ghost" onClick={() => openOverlay('cashOutHistory')}>
      {t('cashOut.historyLink')}
    </Button>
  );
  let footer = historyLink;
  if (ready && !rollingOwed)
    footer =
      step === 1 ? (
        <>
          {historyLink}
          <Button onClick={cashOut.next}>{t('cashOut.next')}</Button>
        </>
      ) : (
        <>
          <Button variant="ghost" onClick={cashOut.back}>
            {t('cashOut.back')}
          </Button>
          <Button onClick={cashOut.submit} loading={cashOut.applying}>
            {t('cashOut.submit')}
          </Button>
        </>
      );

  return (
    <Modal open onClose={onClose} title={t('cashOut.title')} size="md" mobileFullScreen footer={footer}>
      {!ready || !config.data ? (
        <BusyIndicator label={t('cashOut.loading')} />
      ) : (
        <div className="cash-out">
          <p className="cash-out__step" aria-live="polite">
            {t('cashOut.stepOf', { step: String(step), total: '2' })}
          </p>
          {step === 1 ? (
            <>
              <WithdrawalFigures member={member} />
              {rollingOwed ? (
                <output className="wallet-notice">
                  {t('cashOut.unfinishedBets', {
                    amount: formatSymbolAmount(member.rollingAmount, member.currencySymbol, i18n.language),
                  })}
                </output>
              ) : (
                <form className="cash-out__form" noValidate onSubmit={(event) => event.preventDefault()}>
                  <CashOutAmount
                    form={form}
                    config={config.data}
                    currencySymbol={member.currencySymbol}
                    onChange={cashOut.update}
                    error={errorText('amount')}
                  />
                  <Picker
                    label={t('cashOut.method')}
                    options={(methods.data ?? []).map((method) => ({
                      value: method.code,
                      label: method.name,
                    }))}
                    value={form.method}
                    onChange={(code) =>
                      cashOut.chooseMethod(methods.data?.find((method) => method.code === code)?.code ?? null)
                    }
                    error={errorText('method')}
                    required
                  />
                  {form.method && (
                    <CashOutMethodDetails
                      key={form.method}
                      method={form.method}
                      details={form.details}
                      onChange={cashOut.updateDetail}
                      error={error ? { field: error.field, text: errorText('detail') ?? '' } : undefined}
                    />
                  )}
                  {member.currency === 'BRL' && <p className="field__hint">{t('cashOut.pixCpfNote')}</p>}
                </form>
              )}
            </>
          ) : (
            <div className="cash-out__proofs">
              <p className="field__hint">{t('cashOut.proofsIntro')}</p>
              <ProofUploadField
                label={t('cashOut.idProof')}
                upload={idProof}
                required
                error={errorText('idProof')}
              />
              <ProofUploadField
                label={t('cashOut.paymentProof')}
                upload={paymentProof}
                required
                error={errorText('paymentProof')}
              />
            </div>
          )}
        </div>
      )}
    </Modal>
  );
}

import { Flag } from '@casino/contracts/core/enums';
import type { DepositPaymentMethod } from '@casino/contracts/deposits/schemas';
import { useTranslation } from 'react-i18next';
import { BusyIndicator } from '../../../shared/ui/busy-indicator';
import { ErrorState } from '../../../shared/ui/error-state';
import { depositMethodIconUrl, useDepositMethods } from '../api/get-deposit-methods';

interface DepositMethodListProps {
  credited: boolean;
  onChoose: (method: DepositPaymentMethod) => void;
}

/** The methods the member may use (visibility by `credited`, sortIndex ascending) and the bonus tip. */
export function DepositMethodList({ credited, onChoose }: DepositMethodListProps) {
  const { t } = useTranslation('deposits');
  const methods = useDepositMethods(credited);
  const visible = (methods.data ?? [])
    .filter((method) => method.enabled === Flag.ON)
    .sort((a, b) => a.sortIndex - b.sortIndex);
  return (
    <div className="deposit-methods">
      <p className="deposit-bonus-tip">{t('deposit.bonusTip')}</p>
      <h3 className="deposit-section-title">{t('deposit.chooseMethod')}</h3>
      {methods.isPending && <BusyIndicator label={t('deposit.chooseMethod')} />}
      {methods.isError && (
        <ErrorState
          error={methods.error}
          title={t('deposit.loadFailed')}
          retrying={methods.isFetching}
          onRetry={() => void methods.refetch()}
        />
      )}
      {methods.isSuccess && visible.length === 0 && <p>{t('deposit.noMethods')}</p>}
      <ul className="tile-grid deposit-methods__list">
        {visible.map((method) => (
          <li key={method.code}>
            <button type="button" className="deposit-methods__item" onClick={() => onChoose(method)}>
              <img src={depositMethodIconUrl(method.icon)} alt="" width={90} height={36} />
              <span>{method.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

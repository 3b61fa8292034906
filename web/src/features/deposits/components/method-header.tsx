import type { DepositPaymentMethod } from '@casino/contracts/deposits/schemas';
import { useTranslation } from 'react-i18next';
import { depositMethodIconUrl } from '../api/get-deposit-methods';

interface MethodHeaderProps {
  method: Pick<DepositPaymentMethod, 'name' | 'icon'>;
  /** Back to the method list; absent when the method was opened directly and has no list. */
  onChangeMethod?: () => void;
}

/** The chosen method's icon and name, and the change-method link (spec 02 §2). */
export function MethodHeader({ method, onChangeMethod }: MethodHeaderProps) {
  const { t } = useTranslation('deposits');
  return (
    <div className="deposit-method-header">
      <img
        className="deposit-method-header__icon"
        src={depositMethodIconUrl(method.icon)}
        alt=""
        width={72}
        height={29}
      />
      <h3 className="deposit-method-header__name">{method.name}</h3>
      {onChangeMethod && (
        <button type="button" className="link-button deposit-link" onClick={onChangeMethod}>
          {t('deposit.changeMethod')}
        </button>
      )}
    </div>
  );
}

import { DepositMethodCode } from '@casino/contracts/deposits/enums';
import { WithdrawalVoucherTiers } from '@casino/contracts/withdrawals/vouchers';
import { useTranslation } from 'react-i18next';
import { formatSymbolAmount } from '../../../shared/lib/format';
import type { OverlayComponentProps } from '../../../shared/overlays/overlay-names';
import { openOverlay } from '../../../shared/overlays/overlay-store';
import { useSessionUser } from '../../../shared/session/api/get-session-user';
import { Modal } from '../../../shared/ui/modal';
import '../../../shared/styles/money-screens.css';
import '../withdrawals.css';

/**
 * The static voucher tiers (spec 02 §9) as cards; each buys its voucher through the crypto
 * deposit (spec 02 §2: "each card opens the crypto pop-up"), with the voucher's price chosen,
 * for every member (the list shows that method to new members only).
 */
export function WithdrawalVouchersOverlay({ onClose }: OverlayComponentProps<'withdrawalVouchers'>) {
  const { t, i18n } = useTranslation('withdrawals');
  const symbol = useSessionUser().data?.currencySymbol ?? '$';
  return (
    <Modal open onClose={onClose} title={t('vouchers.title')} size="lg" mobileFullScreen>
      <p className="wallet-lead">{t('vouchers.intro')}</p>
      <ul className="tile-grid voucher-grid">
        {WithdrawalVoucherTiers.map((voucher) => {
          const [from = '', to = ''] = voucher.withdrawAmount.split('-');
          const price = formatSymbolAmount(voucher.amount, symbol, i18n.language);
          const range = t('vouchers.range', { symbol, from, to });
          return (
            <li key={voucher.withdrawAmount}>
              <button
                type="button"
                className="voucher-card"
                onClick={() =>
                  openOverlay('deposit', { methodCode: DepositMethodCode.CRYPTO, amount: voucher.amount })
                }
              >
                <span className="voucher-card__price">{price}</span>
                <span className="voucher-card__range">{range}</span>
                <span className="voucher-card__content">{t('vouchers.content', { price, range })}</span>
                <span className="voucher-card__action">{t('vouchers.buy')}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}

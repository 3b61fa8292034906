import { type DepositMethodCodeValue, DepositPollingStatus } from '@casino/contracts/deposits/enums';
import { CryptoRules, DepositPolls } from '@casino/contracts/deposits/rules';
import type { DepositPaymentMethod } from '@casino/contracts/deposits/schemas';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { useLayout } from '../../../shared/hooks/use-layout';
import { openOverlay } from '../../../shared/overlays/overlay-store';
import { Button } from '../../../shared/ui/button';
import { CopyButton } from '../../../shared/ui/copy-button';
import { Icon } from '../../../shared/ui/icon';
import { getDepositPollingStatus } from '../api/deposit-polling-status';
import { useDepositLanded } from '../hooks/use-deposit-landed';
import { useOrderClaim } from '../hooks/use-order-claim';
import { PATIENCE_MS, usePatience } from '../hooks/use-patience';
import { usePoll } from '../hooks/use-poll';
import { keepOpenOrder, takeOpenOrder } from '../lib/open-orders';
import { purchaseKey } from '../lib/purchase-tracking';
import { LiveStatus } from './live-status';
import { MethodHeader } from './method-header';
import { OverdueNotice } from './overdue-notice';

export interface CryptoCharge {
  depositId: number;
  address: string;
  coinAmount: string;
  coinLabel: string;
  /** What the member asked to deposit, in the member's currency (the purchase event's value). */
  amount: number;
  currency: string;
  /** Whose charge and by which method (CRYPTO or CRYPT): kept with the open order. */
  memberId: number;
  method: DepositMethodCodeValue;
}

interface CryptoPayScreenProps {
  method: Pick<DepositPaymentMethod, 'name' | 'icon'>;
  charge: CryptoCharge;
  onDone: () => void;
  /** Back to the amount and coin, for a new charge. */
  onStartAgain: () => void;
}

type ChargeState = 'idle' | 'waiting' | 'confirmed' | 'failed' | 'expired';

/**
 * The coin amount and private address (each with copy), the address as a 200x200 QR code drawn
 * here, and after "I'VE MADE THE TRANSFER" a look-up every 2 s without the loading overlay until
 * the deposit reads 10 (spec 02 §4); leaving the screen stops it. A charge that failed or expired
 * says so at once (ours: 20, 30); one still open after `PATIENCE_MS.CRYPTO` gets a notice and a
 * way out while the look-ups go on (docs/deviations.md).
 */
export function CryptoPayScreen({ method, charge, onDone, onStartAgain }: CryptoPayScreenProps) {
  const { t } = useTranslation('deposits');
  const layout = useLayout();
  const poll = usePoll();
  const patience = usePatience(PATIENCE_MS.CRYPTO);
  const landed = useDepositLanded();
  const [state, setState] = useState<ChargeState>('idle');
  const orderKey = purchaseKey.deposit(charge.depositId);
  // Once the player says the coins are sent, the charge is an open order (decision 065).
  useOrderClaim(state === 'idle' ? null : orderKey, patience.overdue);

  const end = (ended: ChargeState) => {
    patience.stop();
    if (ended !== 'confirmed') takeOpenOrder(orderKey);
    setState(ended);
  };

  const startPolling = (firstDelayMs: number) => {
    poll.start(
      { ...DepositPolls.CRYPTO, firstDelayMs },
      {
        lookup: (signal) => getDepositPollingStatus({ id: charge.depositId }, { signal }),
        onAnswer: (status) => {
          if (status === CryptoRules.DEPOSIT_SUCCESS_STATUS) {
            end('confirmed');
            // The header shows the credited balance now, not only once the pop-up closes.
            const { amount, currency } = charge;
            void landed({ orderKey, amount, currency });
          } else if (status === DepositPollingStatus.FAILED) end('failed');
          else if (status === DepositPollingStatus.EXPIRED) end('expired');
          else return 'continue';
          return 'stop';
        },
        // A refused look-up does not end a transfer on the chain: ask again on the next tick.
        onError: () => startPolling(DepositPolls.CRYPTO.intervalMs),
      },
    );
  };
  const confirmTransfer = () => {
    const { memberId, method: code, depositId, amount, currency } = charge;
    keepOpenOrder({ memberId, method: code, reference: depositId, amount, currency, confirmed: true });
    setState('waiting');
    patience.start();
    startPolling(DepositPolls.CRYPTO.firstDelayMs);
  };

  if (state === 'confirmed') {
    return (
      <div className="deposit-outcome deposit-outcome--success">
        <span className="deposit-outcome__icon" aria-hidden="true">
          <Icon name="check" />
        </span>
        <LiveStatus message={t('crypto.success')} />
        <Button onClick={onDone} data-autofocus>
          {t('result.close')}
        </Button>
      </div>
    );
  }

  if (state === 'failed' || state === 'expired') {
    return (
      <div className="deposit-outcome deposit-outcome--error">
        <span className="deposit-outcome__icon" aria-hidden="true">
          <Icon name="close" />
        </span>
        <h3 className="deposit-outcome__title">{t('result.errorTitle')}</h3>
        <LiveStatus message={t(state === 'failed' ? 'crypto.failed' : 'crypto.expired')} />
        <Button onClick={onStartAgain} data-autofocus>
          {t('deposit.retry')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('result.close')}
        </Button>
      </div>
    );
  }

  return (
    <div className="deposit-crypto">
      <MethodHeader method={method} />
      <dl className="deposit-crypto__details">
        <div>
          <dt>{t('crypto.sendAmount')}</dt>
          <dd>
            <span className="deposit-crypto__value">
              {charge.coinAmount} {charge.coinLabel}
            </span>
            <CopyButton text={charge.coinAmount} label={t('crypto.copyAmount')} />
          </dd>
        </div>
        <div>
          <dt>{t('crypto.address')}</dt>
          <dd>
            <span className="deposit-crypto__value deposit-crypto__address">{charge.address}</span>
            <CopyButton text={charge.address} label={t('crypto.copyAddress')} />
          </dd>
        </div>
      </dl>
      <div className="deposit-crypto__qr">
        <QRCodeSVG
          value={charge.address}
          size={CryptoRules.QR_SIZE_PX}
          marginSize={2}
          role="img"
          aria-label={t('crypto.qrLabel')}
        />
      </div>
      <p className="deposit-note">{t('crypto.confirmNote')}</p>
      <LiveStatus message={state === 'waiting' ? t('crypto.waiting') : ''} />
      <OverdueNotice overdue={patience.overdue} message={t('crypto.overdue')} onClose={onDone} />
      <Button fullWidth size="lg" loading={state === 'waiting'} onClick={confirmTransfer}>
        {t('crypto.transferDone')}
      </Button>
      {layout === 'desktop' ? (
        <a className="link-button deposit-link" href={`#${paths.aboutBtc}`} target="_blank" rel="noopener">
          {t('crypto.learnBitcoin')} <span className="visually-hidden">{t('crypto.newTab')}</span>
        </a>
      ) : (
        <button type="button" className="link-button deposit-link" onClick={() => openOverlay('cryptoGuide')}>
          {t('crypto.learnBitcoin')}
        </button>
      )}
    </div>
  );
}

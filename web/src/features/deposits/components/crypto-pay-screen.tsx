import type { DepositPaymentMethod } from '@casino/contracts/entities/deposits';
import { MoneyRules } from '@casino/contracts/entities/money-enums';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { useLayout } from '../../../shared/hooks/use-layout';
import { openOverlay } from '../../../shared/overlays/overlay-store';
import { Button } from '../../../shared/ui/button';
import { CopyButton } from '../../../shared/ui/copy-button';
import { Icon } from '../../../shared/ui/icon';
import { useSessionRefresher } from '../../session/api/refresh-session';
import { getDepositPollingStatus } from '../api/deposit-polling-status';
import { usePoll } from '../hooks/use-poll';
import { usePurchaseTracking } from '../lib/purchase-tracking';
import { LiveStatus } from './live-status';
import { MethodHeader } from './method-header';

export interface CryptoCharge {
  depositId: number;
  address: string;
  coinAmount: string;
  coinLabel: string;
  /** What the member asked to deposit, in the member's currency (the purchase event's value). */
  amount: number;
  currency: string;
}

interface CryptoPayScreenProps {
  method: Pick<DepositPaymentMethod, 'name' | 'icon'>;
  charge: CryptoCharge;
  onDone: () => void;
}

/**
 * The coin amount and private address (each with copy), the address as a 200x200 QR code drawn
 * here, and after "I'VE MADE THE TRANSFER" a look-up every 2 s without the loading overlay until
 * the deposit reads 10 (spec 02 §4); leaving the screen stops it.
 */
export function CryptoPayScreen({ method, charge, onDone }: CryptoPayScreenProps) {
  const { t } = useTranslation('deposits');
  const layout = useLayout();
  const poll = usePoll();
  const trackPurchase = usePurchaseTracking();
  const [state, setState] = useState<'idle' | 'waiting' | 'confirmed'>('idle');
  const refreshSession = useSessionRefresher();

  const startPolling = (firstDelayMs: number) => {
    poll.start(
      { ...MoneyRules.polls.CRYPTO, firstDelayMs },
      {
        lookup: () => getDepositPollingStatus({ id: charge.depositId }),
        onAnswer: (status) => {
          if (status !== MoneyRules.crypto.DEPOSIT_SUCCESS_STATUS) return 'continue';
          trackPurchase(charge.amount, charge.currency);
          setState('confirmed');
          // The header shows the credited balance now, not only once the pop-up closes.
          void refreshSession();
          return 'stop';
        },
        // A failed look-up does not end a transfer on the chain: ask again on the next tick.
        onError: () => startPolling(MoneyRules.polls.CRYPTO.intervalMs),
      },
    );
  };
  const confirmTransfer = () => {
    setState('waiting');
    startPolling(MoneyRules.polls.CRYPTO.firstDelayMs);
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
          size={MoneyRules.crypto.QR_SIZE_PX}
          marginSize={2}
          role="img"
          aria-label={t('crypto.qrLabel')}
        />
      </div>
      <p className="deposit-note">{t('crypto.confirmNote')}</p>
      <LiveStatus message={state === 'waiting' ? t('crypto.waiting') : ''} />
      <Button fullWidth size="lg" loading={state === 'waiting'} onClick={confirmTransfer}>
        {t('crypto.transferDone')}
      </Button>
      {layout === 'desktop' ? (
        <a className="deposit-link" href={`#${paths.aboutBtc}`} target="_blank" rel="noopener">
          {t('crypto.learnBitcoin')} <span className="visually-hidden">{t('crypto.newTab')}</span>
        </a>
      ) : (
        <button type="button" className="deposit-link" onClick={() => openOverlay('cryptoGuide')}>
          {t('crypto.learnBitcoin')}
        </button>
      )}
    </div>
  );
}

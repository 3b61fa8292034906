import { DepositMethodCode } from '@casino/contracts/deposits/enums';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithRetry } from '../../../shared/lib/lazy-with-retry';
import { BusyIndicator } from '../../../shared/ui/busy-indicator';
import { CardDepositFlow } from './card-deposit-flow';
import { CashDepositFlow } from './cash-deposit-flow';
import type { DepositFlowProps } from './deposit-flow-types';
import { FrameDepositFlow } from './frame-deposit-flow';

// The crypto screens carry the QR code library: loaded only when a crypto method is chosen.
const CryptoDepositFlow = lazyWithRetry(() =>
  import('./crypto-deposit-flow').then((module) => ({ default: module.CryptoDepositFlow })),
);

const M = DepositMethodCode;

/** The chosen method's flow (spec 02 §2). */
export function DepositFlow(props: DepositFlowProps) {
  const { t } = useTranslation('deposits');
  switch (props.method.code) {
    case M.VISA_MASTERCARD_1:
    case M.CPAY:
    case M.CATTL:
    case M.ONLYPAY:
    case M.PINGPONG:
      return <CardDepositFlow {...props} />;
    case M.CASH:
      return <CashDepositFlow {...props} />;
    case M.CRYPTO:
    case M.CRYPT:
      return (
        <Suspense fallback={<BusyIndicator label={t('deposit.title')} />}>
          <CryptoDepositFlow {...props} />
        </Suspense>
      );
    case M.PAYP:
    case M.PAYPAL_POLL:
    case M.PIX:
    case M.STRIPE:
    case M.PAYPAL:
      // An amount, then a frame or window.
      return <FrameDepositFlow {...props} />;
    default: {
      // Every method of the contract has its flow above: a new method fails the type check here
      // until it is given one, rather than falling silently into a flow not made for it.
      const unhandled: never = props.method.code;
      throw new Error(`No deposit flow for the method ${String(unhandled)}`);
    }
  }
}

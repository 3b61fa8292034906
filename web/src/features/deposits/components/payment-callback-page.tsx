import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import type { DepositReturnJob } from '../lib/deposit-return-store';
import { isPaymentCallbackPage, isPaymentProvider, type PaymentProvider } from '../payment-callbacks';
import { DepositHandOff, PaymentClosePage } from './callback-hand-off';
import { ProcessingWindowPage } from './processing-pages';

/** PayPal's frame answers with payStatus (spec 02 §2); its order is biz_id on site c_url / c_site. */
function paypalReturnJob(query: URLSearchParams): DepositReturnJob {
  const bizId = query.get('biz_id') ?? '';
  const payStatus = query.get('payStatus');
  if (payStatus === 'payError' || bizId === '') return { kind: 'error', orderId: bizId || undefined };
  if (payStatus === 'payCancel') return { kind: 'cancel' };
  // The simulator's frame sends c_site; the spec's return screen reads c_url: either will do.
  return { kind: 'paypalReturn', bizId, cSite: query.get('c_url') ?? query.get('c_site') ?? '' };
}

/** Stripe-style and provider-tab returns carry order_id and status. */
function orderReturnJob(query: URLSearchParams): DepositReturnJob | null {
  const orderId = query.get('order_id') ?? '';
  const status = query.get('status') ?? '';
  if (status.toLowerCase().includes('cancel')) return { kind: 'cancel' };
  if (orderId === '') return status.toLowerCase().includes('fail') ? { kind: 'error' } : null;
  return { kind: 'orderReturn', orderId, status };
}

function returnJob(provider: PaymentProvider, query: URLSearchParams): DepositReturnJob | null {
  return provider === 'paypal' ? paypalReturnJob(query) : orderReturnJob(query);
}

/**
 * Where a payment provider sends the player back: /payment/{provider}/{page} (public).
 * processing: the card (or Pix) window's page; close: PAY_CLOSE to the opener, then closes
 * (those two have routes of their own, drawn without the shell: the two exports below);
 * return / check: the look-ups and result pop-ups; cancel: 'Your deposit has been cancelled';
 * pay: back to the deposit pop-up. All but processing and close continue on the home page.
 */
export function PaymentCallbackPage() {
  const { t } = useTranslation('deposits');
  const { provider, page } = useParams();
  const [query] = useSearchParams();
  if (!isPaymentProvider(provider) || !isPaymentCallbackPage(page)) {
    return <Navigate to={paths.notFound} replace />;
  }
  switch (page) {
    case 'processing':
      return <ProcessingWindowPage />;
    case 'close':
      return <PaymentClosePage />;
    case 'cancel':
      return <DepositHandOff job={{ kind: 'cancel' }} message={t('callback.redirecting')} />;
    case 'pay':
      return <DepositHandOff job={null} message={t('callback.redirecting')} />;
    default:
      return <DepositHandOff job={returnJob(provider, query)} message={t('callback.redirecting')} />;
  }
}

/** /payment/{provider}/processing, drawn without the shell (routes.ts). */
export function PaymentProcessingPage() {
  const { provider } = useParams();
  return isPaymentProvider(provider) ? <ProcessingWindowPage /> : <Navigate to={paths.notFound} replace />;
}

/** /payment/{provider}/close, drawn without the shell (routes.ts). */
export function PaymentWindowClosePage() {
  const { provider } = useParams();
  return isPaymentProvider(provider) ? <PaymentClosePage /> : <Navigate to={paths.notFound} replace />;
}

import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { PageIntro } from '../../../shared/ui/page-intro';
import { isPaymentCallbackPage, isPaymentProvider } from '../payment-callbacks';

/** Where a payment provider sends the player back: /payment/{provider}/{page}. */
export function PaymentCallbackPage() {
  const { t } = useTranslation();
  const { provider, page } = useParams();
  if (!isPaymentProvider(provider) || !isPaymentCallbackPage(page)) {
    return <Navigate to={paths.notFound} replace />;
  }
  return (
    <PageIntro title={t('routes.payment')} description={t(`payments.${page}`)}>
      <p className="page__meta">{t('payments.provider', { provider })}</p>
    </PageIntro>
  );
}

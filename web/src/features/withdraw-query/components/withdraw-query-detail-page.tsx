import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../../shared/ui/page-intro';

export function WithdrawQueryDetailPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('routes.withdrawQueryDetail')} description={t('pages.withdrawQueryDetail')} />;
}

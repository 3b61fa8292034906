import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../../shared/ui/page-intro';

export function WithdrawQueryPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('routes.withdrawQuery')} description={t('pages.withdrawQuery')} />;
}

import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../../shared/ui/page-intro';

export function WithdrawLoginPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('routes.withdrawLogin')} description={t('pages.withdrawLogin')} />;
}

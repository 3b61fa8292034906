import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../../shared/ui/page-intro';

export function LoginPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('routes.login')} description={t('pages.login')} />;
}

import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../../shared/ui/page-intro';

export function HomePage() {
  const { t } = useTranslation();
  return <PageIntro title={t('routes.home')} description={t('pages.home')} />;
}

import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../../shared/ui/page-intro';

export function QueryOnePage() {
  const { t } = useTranslation();
  return <PageIntro title={t('routes.queryOne')} description={t('pages.queryOne')} />;
}

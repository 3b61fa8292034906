import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../../shared/ui/page-intro';

export function QueryThreePage() {
  const { t } = useTranslation();
  return <PageIntro title={t('routes.queryThree')} description={t('pages.queryThree')} />;
}

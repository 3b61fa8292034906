import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../../shared/ui/page-intro';

export function QueryTwoPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('routes.queryTwo')} description={t('pages.queryTwo')} />;
}

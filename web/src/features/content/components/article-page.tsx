import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../../shared/ui/page-intro';

export function ArticlePage() {
  const { t } = useTranslation();
  return <PageIntro title={t('routes.article')} description={t('pages.article')} />;
}

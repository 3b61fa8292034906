import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../../shared/ui/page-intro';

export function JoinPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('routes.join')} description={t('pages.join')} />;
}

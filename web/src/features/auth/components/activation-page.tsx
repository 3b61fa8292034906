import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../../shared/ui/page-intro';

export function ActivationPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('routes.activation')} description={t('pages.activation')} />;
}

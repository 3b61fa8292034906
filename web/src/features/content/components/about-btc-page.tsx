import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../../shared/ui/page-intro';

export function AboutBtcPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('routes.aboutBtc')} description={t('pages.aboutBtc')} />;
}

import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../../shared/ui/page-intro';

export function PasswordResetPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('routes.passwordReset')} description={t('pages.passwordReset')} />;
}

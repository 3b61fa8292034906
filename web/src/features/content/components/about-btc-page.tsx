import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../../shared/ui/page-intro';
import { CryptoGuide } from './crypto-guide';

/** `/aboutBtc`: the crypto guide as a page (desktop links open it in a new tab). */
export function AboutBtcPage() {
  const { t } = useTranslation();
  return (
    <PageIntro title={t('routes.aboutBtc')} description={t('pages.aboutBtc')}>
      <CryptoGuide />
    </PageIntro>
  );
}

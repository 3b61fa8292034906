import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { useLayout } from '../../shared/hooks/use-layout';
import { LoadingOverlay } from '../../shared/ui/loading-overlay';
import { useInviteCodeCapture } from '../use-invite-code-capture';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';
import { TopBar } from './top-bar';

export const MAIN_CONTENT_ID = 'main-content';

/** The shell around every page: top bar, the page in a main landmark, footer, loading overlay. */
export function AppLayout() {
  const { t } = useTranslation();
  const layout = useLayout();
  useInviteCodeCapture();
  return (
    <div className={`shell shell--${layout}`}>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <TopBar layout={layout} />
      <main id={MAIN_CONTENT_ID} className="shell__main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <LoadingOverlay label={t('status.loading')} />
      <ScrollRestoration />
    </div>
  );
}

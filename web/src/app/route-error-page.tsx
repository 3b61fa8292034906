import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { whenCodeCanLoad } from '../shared/lib/load-with-retry';
import { PageIntro } from '../shared/ui/page-intro';

/**
 * Shown in place of a page whose render or loader threw; the shell stays. Its button reloads:
 * code that failed to load while the network dropped is kept as failed by the browser for the
 * page's life, and a reload is what loads it again. Pressed offline before the service worker
 * has taken over, the reload waits for the network: it would show the browser's own error page.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const [waiting, setWaiting] = useState(false);
  const reload = () => {
    setWaiting(true);
    void whenCodeCanLoad().then(() => window.location.reload());
  };
  return (
    <PageIntro title={t('errors.title')} description={t('errors.body')}>
      <p>
        <button type="button" className="button button--primary" onClick={reload} aria-disabled={waiting}>
          {waiting ? t('offline.reloadWhenOnline') : t('actions.reload')}
        </button>
      </p>
    </PageIntro>
  );
}

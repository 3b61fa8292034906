import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { BusyIndicator } from '../../../shared/ui/busy-indicator';
import { Button } from '../../../shared/ui/button';
import { PageIntro } from '../../../shared/ui/page-intro';
import { acceptFailed, cardWindowReady, isCardWindowRef } from '../lib/card-window-messages';

/**
 * /payment/{cpay,pix}/processing?ref=…: the first page of the window a card or Pix deposit opens
 * (decision 017). It carries nothing but a reference and makes no call: the main window makes
 * the deposit and sends this window on to the provider's page, or tells it the failure, which
 * then replaces the spinner. It listens to its opener only. Opened any other way (a link, the
 * spec's old query `?amount=…&memberId=…`), it says the link is incomplete and moves no money.
 */
export function ProcessingWindowPage() {
  const { t } = useTranslation('deposits');
  const location = useLocation();
  const [ref] = useState(() => new URLSearchParams(location.search).get('ref'));
  const [opener] = useState(() => window.opener as Window | null);
  const valid = isCardWindowRef(ref) && opener !== null && opener !== window;
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (!valid || !isCardWindowRef(ref) || !opener) return;
    const onMessage = (event: MessageEvent) => {
      const failed = acceptFailed(event, opener, ref);
      if (failed) setFailure(failed.message);
    };
    window.addEventListener('message', onMessage);
    opener.postMessage(cardWindowReady(ref), window.location.origin);
    return () => window.removeEventListener('message', onMessage);
  }, [valid, ref, opener]);
  if (failure !== null) {
    return (
      <PageIntro title={t('result.errorTitle')} description={failure}>
        <Button onClick={() => window.close()}>{t('callback.closeWindow')}</Button>
      </PageIntro>
    );
  }
  return <ProcessingView valid={valid} />;
}

function ProcessingView({ valid }: { valid: boolean }) {
  const { t } = useTranslation('deposits');
  const { t: tCommon } = useTranslation();
  return (
    <PageIntro
      title={t('deposit.processingTitle')}
      description={valid ? t('callback.processing') : t('callback.invalidRequest')}
    >
      {valid ? (
        <BusyIndicator label={t('callback.processing')} quiet />
      ) : (
        <p>
          <Link className="button button--primary" to={paths.home}>
            {tCommon('actions.backHome')}
          </Link>
        </p>
      )}
    </PageIntro>
  );
}

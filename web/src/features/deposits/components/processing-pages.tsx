import { type DepositMethodCodeValue, depositMethodCodeSchema } from '@casino/contracts/entities/money-enums';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { playerMessage } from '../../../shared/api/player-message';
import { replaceLocation } from '../../../shared/lib/browser-location';
import { BusyIndicator } from '../../../shared/ui/busy-indicator';
import { Button } from '../../../shared/ui/button';
import { warningDialog } from '../../../shared/ui/dialog-store';
import { PageIntro } from '../../../shared/ui/page-intro';
import { createPolledFrameOrder } from '../api/payp-deposit-order';
import { acceptFailed, cardWindowReady, isCardWindowRef } from '../lib/card-window-messages';
import { closePaymentWindow } from './callback-hand-off';

// A refusal by a limit, break or self-exclusion is said in the player's language (issue 10).
const messageOf = playerMessage;

/**
 * Reads the request from the address once, wipes it from the address bar (Pix only now),
 * then runs `start` once: it answers the provider page to go to. A failure is shown in a warning
 * dialog (spec 02 §8), then the window tells its opener and closes.
 */
function useProcessingWindow<T>(
  parse: (query: URLSearchParams) => T | null,
  start: (request: T) => Promise<string>,
) {
  const location = useLocation();
  const navigate = useNavigate();
  const [request] = useState(() => parse(new URLSearchParams(location.search)));
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    navigate(location.pathname, { replace: true });
    if (request === null) return;
    start(request).then(replaceLocation, async (error: unknown) => {
      await warningDialog(messageOf(error));
      closePaymentWindow();
    });
  }, [location.pathname, navigate, request, start]);
  return request !== null;
}

/**
 * /payment/cpay/processing?ref=…: the card window's first page (decision 017). It carries no
 * card data: the main window makes the deposit and sends this window on to the provider's page,
 * or tells it the failure, which then replaces the spinner. It listens to its opener only.
 */
export function CardProcessingPage() {
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

interface PixRequest {
  amount: number;
  memberId: number;
  paymentMethod: DepositMethodCodeValue;
}

function parsePixRequest(query: URLSearchParams): PixRequest | null {
  const amount = Number(query.get('amount'));
  const memberId = Number(query.get('memberId'));
  const method = depositMethodCodeSchema.safeParse(query.get('paymentMethod'));
  if (!(amount > 0) || !Number.isInteger(memberId) || memberId <= 0 || !method.success) return null;
  return { amount, memberId, paymentMethod: method.data };
}

/** /payment/pix/processing: makes the Pix order, then goes to its payment page. */
export function PixProcessingPage() {
  const valid = useProcessingWindow(
    parsePixRequest,
    async (request) => (await createPolledFrameOrder(request)).orderurl,
  );
  return <ProcessingView valid={valid} />;
}

function ProcessingView({ valid }: { valid: boolean }) {
  const { t } = useTranslation('deposits');
  return (
    <PageIntro
      title={t('deposit.processingTitle')}
      description={valid ? t('callback.processing') : t('callback.invalidRequest')}
    >
      {valid && <BusyIndicator label={t('callback.processing')} quiet />}
    </PageIntro>
  );
}

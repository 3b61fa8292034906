import { type DepositMethodCodeValue, depositMethodCodeSchema } from '@casino/contracts/entities/money-enums';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { apiErrorMessage } from '../../../shared/api/protection-refusal';
import { replaceLocation } from '../../../shared/lib/browser-location';
import { BusyIndicator } from '../../../shared/ui/busy-indicator';
import { warningDialog } from '../../../shared/ui/dialog-store';
import { PageIntro } from '../../../shared/ui/page-intro';
import { createCardDeposit } from '../api/card-deposit';
import { createPolledFrameOrder } from '../api/payp-deposit-order';
import { cardDepositFromQuery } from '../lib/card-request-query';
import { cardProcessingPage } from '../lib/provider-pages';
import { closePaymentWindow } from './callback-hand-off';

// A refusal by a limit, break or self-exclusion is said in the player's language (issue 10).
const messageOf = apiErrorMessage;

/**
 * Reads the request from the address once, wipes it from the address bar (it holds card data),
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

/** /payment/cpay/processing: makes the card deposit, then hands over to the card processing page. */
export function CardProcessingPage() {
  const valid = useProcessingWindow(cardDepositFromQuery, async (deposit) => {
    const { depositId } = await createCardDeposit(deposit);
    return cardProcessingPage(depositId);
  });
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
  const { t } = useTranslation('payments');
  return (
    <PageIntro
      title={t('deposit.processingTitle')}
      description={valid ? t('callback.processing') : t('callback.invalidRequest')}
    >
      {valid && <BusyIndicator label={t('callback.processing')} quiet />}
    </PageIntro>
  );
}

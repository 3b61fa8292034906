import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { openOverlay } from '../../../shared/overlays/overlay-store';
import { useSessionUser } from '../../../shared/session/api/get-session-user';
import { Button } from '../../../shared/ui/button';
import { PageIntro } from '../../../shared/ui/page-intro';
import { PAY_CLOSE_MESSAGE } from '../hooks/payment-window';
import { type DepositReturnJob, depositReturnStore } from '../lib/deposit-return-store';

/**
 * Hands a return over to the deposit pop-up and resets the address to home (spec 02 §2: the
 * return page "resets the address to the home page"); the pop-up stays open across the change.
 */
export function DepositHandOff({ job, message }: { job: DepositReturnJob | null; message: string }) {
  const navigate = useNavigate();
  const handedOff = useRef(false);
  const session = useSessionUser();
  const signedIn = session.isPending ? undefined : Boolean(session.data);
  useEffect(() => {
    if (handedOff.current || signedIn === undefined) return;
    handedOff.current = true;
    // The page is public: a visitor (a return in another browser, a lapsed session)
    // goes home without the deposit pop-up, whose member calls would send them to /login.
    if (signedIn) {
      if (job) depositReturnStore.set(job);
      else depositReturnStore.clear();
      openOverlay('deposit');
    }
    navigate(paths.home, { replace: true });
  }, [job, navigate, signedIn]);
  return <output className="page__lead">{message}</output>;
}

/** Tells the window that opened this one that the payment is over, then closes. */
export function closePaymentWindow(): void {
  for (const target of [window.opener as Window | null, window.parent !== window ? window.parent : null]) {
    try {
      target?.postMessage(PAY_CLOSE_MESSAGE, window.location.origin);
    } catch {
      // The opener went away or is on another site: nothing to tell.
    }
  }
  window.close();
}

/** /payment/{provider}/close: PAY_CLOSE to the opener, then the window closes (if a script opened it). */
export function PaymentClosePage() {
  const { t } = useTranslation('deposits');
  useEffect(() => closePaymentWindow(), []);
  return (
    <PageIntro title={t('deposit.title')} description={t('callback.closed')}>
      <Button onClick={closePaymentWindow}>{t('callback.closeWindow')}</Button>
    </PageIntro>
  );
}

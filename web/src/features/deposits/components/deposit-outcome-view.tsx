import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getCurrenciesQueryOptions } from '../../../shared/api/reference/get-currencies';
import { paths } from '../../../shared/config/paths';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { useSessionRefresher } from '../../session/api/refresh-session';
import { trackPurchase } from '../lib/purchase-tracking';
import type { DepositOutcome } from './deposit-flow-types';
import { LiveStatus } from './live-status';

const TEXTS = {
  success: { title: 'result.successTitle', text: 'result.successText' },
  error: { title: 'result.errorTitle', text: 'result.errorText' },
  cancel: { title: 'result.cancelTitle', text: 'result.cancelText' },
} as const;

/**
 * The result pop-ups (spec 02 §2): success with the order, error ('Deposit failed') and cancel.
 * All reset the location to home; success also refreshes the session and reports the purchase
 * in USD to the ad-tracking pixel, once.
 */
export function DepositOutcomeView({ outcome, onClose }: { outcome: DepositOutcome; onClose: () => void }) {
  const { t } = useTranslation('deposits');
  const navigate = useNavigate();
  const refreshSession = useSessionRefresher();
  const isSuccess = outcome.kind === 'success';
  const currencies = useQuery({
    ...getCurrenciesQueryOptions(),
    enabled: isSuccess && outcome.amount !== undefined,
  });
  const tracked = useRef(false);

  useEffect(() => {
    navigate(paths.home, { replace: true });
    if (isSuccess) void refreshSession();
  }, [navigate, refreshSession, isSuccess]);

  useEffect(() => {
    if (tracked.current || !isSuccess || outcome.amount === undefined || !currencies.data) return;
    tracked.current = true;
    trackPurchase(outcome.amount, outcome.currency ?? 'USD', currencies.data);
  }, [isSuccess, outcome.amount, outcome.currency, currencies.data]);

  const texts = TEXTS[outcome.kind];
  return (
    <div className={`deposit-outcome deposit-outcome--${outcome.kind}`}>
      <span className="deposit-outcome__icon" aria-hidden="true">
        <Icon name={outcome.kind === 'success' ? 'check' : outcome.kind === 'error' ? 'close' : 'undo'} />
      </span>
      <h3 className="deposit-outcome__title">{t(texts.title)}</h3>
      <LiveStatus message={t(texts.text)} />
      {outcome.orderId && (
        <p className="deposit-outcome__order">{t('result.order', { orderId: outcome.orderId })}</p>
      )}
      <Button onClick={onClose} data-autofocus>
        {t('result.close')}
      </Button>
    </div>
  );
}

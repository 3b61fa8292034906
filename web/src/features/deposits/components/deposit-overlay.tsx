import type { DepositPaymentMethod } from '@casino/contracts/entities/deposits';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OverlayComponentProps } from '../../../shared/overlays/overlay-names';
import { BusyIndicator } from '../../../shared/ui/busy-indicator';
import { ErrorState } from '../../../shared/ui/error-state';
import { Modal } from '../../../shared/ui/modal';
import { useSessionUser } from '../../session/api/get-session-user';
import { useSessionRefresher } from '../../session/api/refresh-session';
import { useDepositConfig } from '../api/get-deposit-config';
import { getDepositMethodsQueryOptions } from '../api/get-deposit-methods';
import { type DepositReturnJob, depositReturnStore } from '../lib/deposit-return-store';
import { DepositFlow } from './deposit-flow';
import type { DepositOutcome } from './deposit-flow-types';
import { DepositLimitsNotice } from './deposit-limits-notice';
import { DepositMethodList } from './deposit-method-list';
import { DepositOutcomeView } from './deposit-outcome-view';
import { DepositReturnView } from './deposit-return-view';
import '../deposits.css';

type View =
  | { name: 'methods' }
  | { name: 'flow'; method: DepositPaymentMethod }
  /** `method`: the flow the outcome came from, where Try again goes back to. */
  | { name: 'outcome'; outcome: DepositOutcome; method?: DepositPaymentMethod }
  | { name: 'return'; job: LookupJob };

type LookupJob = Extract<DepositReturnJob, { kind: 'orderReturn' | 'paypalReturn' }>;

function initialView(job: DepositReturnJob | null): View {
  if (!job) return { name: 'methods' };
  if (job.kind === 'error' || job.kind === 'cancel') return { name: 'outcome', outcome: job };
  return { name: 'return', job };
}

/**
 * The deposit pop-up (overlay 'deposit'): the method list, the chosen method's flow, the result
 * pop-ups and the look-ups a payment callback route hands over. Closing it refreshes the session.
 */
export function DepositOverlay({ methodCode, onClose }: OverlayComponentProps<'deposit'>) {
  const { t } = useTranslation('deposits');
  const refreshSession = useSessionRefresher();
  const [view, setView] = useState<View>(() => initialView(depositReturnStore.peek()));
  useEffect(() => depositReturnStore.clear(), []);
  const user = useSessionUser().data ?? null;
  const config = useDepositConfig();
  const credited = user?.credited === 1;
  // A method opened by code (e.g. from the first-withdrawal dialog) is looked up in the list.
  const directMethods = useQuery({
    ...getDepositMethodsQueryOptions(credited),
    enabled: methodCode !== undefined && user !== null,
  });
  const directMethod = directMethods.data?.find((item) => item.code === methodCode);
  // Once the member goes back to the list, the direct method code no longer applies.
  const [leftDirectMethod, setLeftDirectMethod] = useState(false);
  const shownView: View =
    view.name === 'methods' && directMethod && !leftDirectMethod
      ? { name: 'flow', method: directMethod }
      : view;

  const close = () => {
    onClose();
    void refreshSession();
  };

  let body: ReactNode;
  if (shownView.name === 'return') {
    body = (
      <DepositReturnView
        job={shownView.job}
        onOutcome={(outcome) => setView({ name: 'outcome', outcome })}
        onClose={close}
      />
    );
  } else if (shownView.name === 'outcome') {
    const { method } = shownView;
    body = (
      <DepositOutcomeView
        outcome={shownView.outcome}
        onClose={close}
        onRetry={() => setView(method ? { name: 'flow', method } : { name: 'methods' })}
      />
    );
  } else if (config.isError) {
    body = (
      <ErrorState
        error={config.error}
        title={t('deposit.loadFailed')}
        retrying={config.isFetching}
        onRetry={() => void config.refetch()}
      />
    );
  } else if (!user || !config.data) {
    body = <BusyIndicator label={t('deposit.title')} />;
  } else if (shownView.name === 'flow') {
    body = (
      <>
        <DepositLimitsNotice credited={credited} />
        <DepositFlow
          method={shownView.method}
          member={user}
          config={config.data}
          onChangeMethod={() => {
            setLeftDirectMethod(true);
            setView({ name: 'methods' });
          }}
          onDone={close}
          onOutcome={(outcome) => setView({ name: 'outcome', outcome, method: shownView.method })}
        />
      </>
    );
  } else {
    body = (
      <>
        <DepositLimitsNotice credited={credited} />
        <DepositMethodList credited={credited} onChoose={(method) => setView({ name: 'flow', method })} />
      </>
    );
  }

  return (
    <Modal
      open
      title={t('deposit.title')}
      onClose={close}
      size="lg"
      mobileFullScreen
      className="deposit-modal"
    >
      {body}
    </Modal>
  );
}

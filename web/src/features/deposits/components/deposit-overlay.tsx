import { depositMethodCodeSchema } from '@casino/contracts/deposits/enums';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OverlayComponentProps } from '../../../shared/overlays/overlay-names';
import { useSessionUser } from '../../../shared/session/api/get-session-user';
import { useSessionRefresher } from '../../../shared/session/api/refresh-session';
import { BusyIndicator } from '../../../shared/ui/busy-indicator';
import { ErrorState } from '../../../shared/ui/error-state';
import { Modal } from '../../../shared/ui/modal';
import { type DepositMethodHeading, getFindDepositMethodQueryOptions } from '../api/find-deposit-method';
import { useDepositConfig } from '../api/get-deposit-config';
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
  | { name: 'flow'; method: DepositMethodHeading }
  /** `method`: the flow the outcome came from, where Try again goes back to. */
  | { name: 'outcome'; outcome: DepositOutcome; method?: DepositMethodHeading }
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
export function DepositOverlay({ methodCode, amount, onClose }: OverlayComponentProps<'deposit'>) {
  const { t } = useTranslation('deposits');
  const refreshSession = useSessionRefresher();
  const [view, setView] = useState<View>(() => initialView(depositReturnStore.peek()));
  useEffect(() => depositReturnStore.clear(), []);
  const user = useSessionUser().data ?? null;
  const config = useDepositConfig();
  const credited = user?.credited === 1;
  // A method opened by code (a withdrawal voucher's crypto) is found by that code, not in the
  // member's list: the visibility levels decide what the list offers, not what such an entry
  // opens (decision 034). An unknown code shows the list.
  const directCode = depositMethodCodeSchema.safeParse(methodCode).data;
  const directMethodQuery = useQuery(getFindDepositMethodQueryOptions(directCode));
  const directMethod = directMethodQuery.data;
  // Once the member goes back to the list, the direct method code no longer applies.
  const [leftDirectMethod, setLeftDirectMethod] = useState(false);
  const opensDirectly = view.name === 'methods' && directCode !== undefined && !leftDirectMethod;
  const directPending = opensDirectly && directMethodQuery.isPending;
  const shownView: View = opensDirectly && directMethod ? { name: 'flow', method: directMethod } : view;

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
  } else if (!user || !config.data || directPending) {
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
          initialAmount={opensDirectly ? amount : undefined}
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

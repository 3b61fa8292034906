import { ApiError } from '@casino/contracts/core/client';
import { canCancelWithdrawal } from '@casino/contracts/withdrawals/lifecycle';
import type { WithdrawalRecord } from '@casino/contracts/withdrawals/schemas';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../shared/lib/format';
import type { OverlayComponentProps } from '../../../shared/overlays/overlay-names';
import { useSessionUser } from '../../../shared/session/api/get-session-user';
import { useRefreshSession } from '../../../shared/session/api/refresh-session';
import { BusyIndicator } from '../../../shared/ui/busy-indicator';
import { alertDialog, confirmDialog } from '../../../shared/ui/dialog-store';
import { Modal } from '../../../shared/ui/modal';
import { MoneyHistoryList } from '../../../shared/ui/money-history-list';
import { useCancelWithdrawal } from '../api/cancel-withdrawal';
import { useWithdrawals } from '../api/get-withdrawals';
import { withdrawalStatusKey, withdrawalStatusTone } from '../lib/withdrawal-status';
import '../../../shared/styles/money-screens.css';
import '../withdrawals.css';

/** The member's withdrawals as an endless list; pending ones can be cancelled (spec 02 §2). */
export function CashOutHistoryOverlay({ onClose }: OverlayComponentProps<'cashOutHistory'>) {
  const { t } = useTranslation('withdrawals');
  const member = useSessionUser().data ?? null;
  return (
    <Modal open onClose={onClose} title={t('history.title')} size="md" mobileFullScreen>
      {member ? <WithdrawalList memberId={member.id} /> : <BusyIndicator label={t('history.loading')} />}
    </Modal>
  );
}

function WithdrawalList({ memberId }: { memberId: number }) {
  const { t, i18n } = useTranslation('withdrawals');
  const { t: tCommon } = useTranslation();
  const list = useWithdrawals(memberId);
  const cancel = useCancelWithdrawal(memberId);
  const refreshSession = useRefreshSession();

  async function askCancel(record: WithdrawalRecord) {
    const amount = `${formatMoney(record.amount, i18n.language)} ${record.currency}`;
    const confirmed = await confirmDialog({
      title: t('history.cancelTitle'),
      message: t('history.cancelQuestion', { amount }),
      confirmLabel: t('history.cancelConfirm'),
      cancelLabel: t('history.cancelKeep'),
      tone: 'danger',
    });
    if (!confirmed) return;
    cancel.mutate(record.id, {
      onSuccess: () => refreshSession.mutate(),
      onError: (cause) =>
        void alertDialog({
          message: cause instanceof ApiError && cause.message ? cause.message : tCommon('common.serverBusy'),
        }),
    });
  }

  return (
    <MoneyHistoryList
      list={list}
      report="alert"
      label={t('history.listLabel')}
      emptyText={t('history.empty')}
      noMoreText={t('history.noMore')}
      getKey={(record) => record.id}
      renderItem={(record) => (
        <article className="wallet-row" aria-label={t('history.rowLabel', { id: String(record.id) })}>
          <div className="wallet-row__main">
            <time dateTime={record.createTime} className="wallet-row__date">
              {formatDateTime(record.createTime, i18n.language)}
            </time>
            <span className="wallet-row__amount">
              {formatMoney(record.amount, i18n.language)} {record.currency}
            </span>
          </div>
          <div className="wallet-row__side">
            <span className={`status-badge status-badge--${withdrawalStatusTone(record.status)}`}>
              {t(withdrawalStatusKey[record.status])}
            </span>
            {canCancelWithdrawal(record.status) && (
              <button
                type="button"
                className="link-button wallet-link"
                disabled={cancel.isPending}
                onClick={() => void askCancel(record)}
                aria-label={t('history.cancelLabel', { id: String(record.id) })}
              >
                {t('history.cancel')}
              </button>
            )}
          </div>
        </article>
      )}
    />
  );
}

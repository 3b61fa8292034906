import type { LedgerTransaction } from '@casino/contracts/transactions/schemas';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../shared/lib/format';
import type { OverlayComponentProps } from '../../../shared/overlays/overlay-names';
import { useSessionUser } from '../../../shared/session/api/get-session-user';
import { BusyIndicator } from '../../../shared/ui/busy-indicator';
import { Modal } from '../../../shared/ui/modal';
import { MoneyHistoryList } from '../../../shared/ui/money-history-list';
import { useTransactions } from '../api/get-transactions';
import { balanceFell, transactionTypeKey } from '../lib/transaction-types';
import { AccountActivity } from './account-activity';
import '../../../shared/styles/money-screens.css';
import '../transactions.css';

/**
 * The member's ledger rows above 0 as an endless list (spec 02 §2 "Transaction history"), under
 * the account's money in and out.
 */
export function TransactionHistoryOverlay({ onClose }: OverlayComponentProps<'transactionHistory'>) {
  const { t } = useTranslation('transactions');
  const member = useSessionUser().data ?? null;
  return (
    <Modal open onClose={onClose} title={t('transactions.title')} size="lg" mobileFullScreen>
      {member ? (
        <>
          <AccountActivity memberId={member.id} />
          <TransactionList memberId={member.id} />
        </>
      ) : (
        <BusyIndicator label={t('transactions.loading')} />
      )}
    </Modal>
  );
}

function TransactionList({ memberId }: { memberId: number }) {
  const { t } = useTranslation('transactions');
  return (
    <MoneyHistoryList
      list={useTransactions(memberId)}
      report="serverBusyToast"
      label={t('transactions.listLabel')}
      emptyText={t('transactions.empty')}
      getKey={(row) => row.id}
      renderItem={(row) => <TransactionRow row={row} />}
    />
  );
}

/**
 * Type, time, amount and the balances around it. A row that lowered the balance shows a red
 * amount with a minus, any other a green one with a plus: the sign says it without the colour.
 */
export function TransactionRow({ row }: { row: LedgerTransaction }) {
  const { t, i18n } = useTranslation('transactions');
  const fell = balanceFell(row);
  const money = (amount: number) => formatMoney(amount, i18n.language);
  return (
    <article className="wallet-row transaction-row">
      <div className="wallet-row__main">
        <span className="wallet-row__type">{t(transactionTypeKey[row.type])}</span>
        <time dateTime={row.createTime} className="wallet-row__date">
          {formatDateTime(row.createTime, i18n.language)}
        </time>
      </div>
      <dl className="transaction-row__figures">
        <div>
          <dt>{t('transactions.amount')}</dt>
          <dd
            className={`transaction-row__amount transaction-row__amount--${fell ? 'out' : 'in'}`}
            data-direction={fell ? 'out' : 'in'}
          >
            {fell ? '−' : '+'}
            {money(row.amount)}
          </dd>
        </div>
        <div>
          <dt>{t('transactions.balanceBefore')}</dt>
          <dd>{money(row.balanceBefore)}</dd>
        </div>
        <div>
          <dt>{t('transactions.balanceAfter')}</dt>
          <dd>{money(row.balanceAfter)}</dd>
        </div>
      </dl>
    </article>
  );
}

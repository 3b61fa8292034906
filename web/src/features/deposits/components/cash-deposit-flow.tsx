import { parseSlashAmounts } from '@casino/contracts/core/money';
import { CashOrderStatus, DepositMethodCode } from '@casino/contracts/deposits/enums';
import { DepositPolls, DepositRules } from '@casino/contracts/deposits/rules';
import type { CashOrder, CashQr } from '@casino/contracts/deposits/schemas';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { playerMessage } from '../../../shared/api/player-message';
import { formatSymbolAmount } from '../../../shared/lib/format';
import { Button } from '../../../shared/ui/button';
import { alertDialog } from '../../../shared/ui/dialog-store';
import { toast } from '../../../shared/ui/toast-store';
import { createCashOrder } from '../api/cash-deposit-order';
import { findCashOrder } from '../api/cash-find-order';
import { getCashQr } from '../api/cash-get-img';
import { useDepositAmount } from '../hooks/use-deposit-amount';
import { useDepositLanded } from '../hooks/use-deposit-landed';
import { useOrderClaim } from '../hooks/use-order-claim';
import { type PollDecision, usePoll } from '../hooks/use-poll';
import { isSessionRefusal } from '../lib/lookup-failure';
import { keepOpenOrder, markOpenOrder, OPEN_ORDER_POLL, takeOpenOrder } from '../lib/open-orders';
import { purchaseKey } from '../lib/purchase-tracking';
import { DepositAmountForm } from './deposit-amount-form';
import type { DepositFlowProps } from './deposit-flow-types';
import { LiveStatus } from './live-status';
import { MethodHeader } from './method-header';

// A refusal by a limit, break or self-exclusion is said in the player's language.
const messageOf = playerMessage;

/** Cash app (CASH): the amount (no 5000 cap), then the pay screen and the 2 s look-ups, 4 at most. */
export function CashDepositFlow(props: DepositFlowProps) {
  const { member, config } = props;
  const { choice, validate } = useDepositAmount({
    minimum: config.minimumAmount,
    currency: member.currency,
    capped: false,
  });
  const [order, setOrder] = useState<{ order: CashOrder; qr: CashQr } | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const amount = validate();
    if (amount === null) return;
    setBusy(true);
    try {
      const created = await createCashOrder({
        memberId: member.id,
        amount,
        depositAmount: amount,
        firstName: member.firstName,
        lastName: member.lastName,
        email: member.email,
        mobile: member.mobile,
      });
      const qr = await getCashQr({ orderId: created.orderId });
      setOrder({ order: created, qr });
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  if (order) return <CashPayScreen {...props} order={order.order} qr={order.qr} />;
  return (
    <DepositAmountForm
      flow={props}
      onSubmit={onSubmit}
      presets={parseSlashAmounts(config.paymentAmounts)}
      choice={choice}
      busy={busy}
    />
  );
}

function CashPayScreen({
  method,
  member,
  order,
  qr,
  onDone,
}: DepositFlowProps & { order: CashOrder; qr: CashQr }) {
  const { t, i18n } = useTranslation('deposits');
  const poll = usePoll();
  const landed = useDepositLanded();
  const [progress, setProgress] = useState('');
  const [checking, setChecking] = useState(false);
  const [followed, setFollowed] = useState<string | null>(null);
  useOrderClaim(followed);
  const money = (amount: number) => formatSymbolAmount(amount, member.currencySymbol, i18n.language);
  const schedule = DepositPolls.CASH;
  const orderKey = purchaseKey.order(order.orderId);

  const finish = async (message: string) => {
    setChecking(false);
    setProgress(message);
    await alertDialog({ message });
    onDone();
  };
  const notFound = () =>
    void finish(t('cash.notFound', { hours: String(DepositRules.REFUND_PROMISE_HOURS) }));

  /** A final answer ends the order; 'wait' keeps it open. */
  const settle = (status: string): PollDecision => {
    // Sic: 'false' is success and 'true' failure on this path (spec 02 §4).
    if (status === CashOrderStatus.SUCCESS) {
      // The header shows the credited balance under the dialog, not only after it closes.
      void landed({ orderKey, amount: order.amount, currency: member.currency });
      void finish(t('cash.success'));
    } else if (status === CashOrderStatus.FAILURE) {
      takeOpenOrder(orderKey);
      notFound();
    } else return 'continue';
    return 'stop';
  };
  const lookup = (signal: AbortSignal) => findCashOrder({ orderId: order.orderId }, { signal });
  // The server refused the look-up (its words were toasted): polling stops (spec 02 §4). A
  // session that ended keeps the order, followed again after the next sign-in.
  const refused = (error: unknown) => {
    if (!isSessionRefusal(error)) takeOpenOrder(orderKey);
    setChecking(false);
    setProgress('');
  };

  /**
   * A look-up that got no answer stops the spec's look-ups as an error does (spec 02 §4), but
   * says what is true, once: the payment could not be checked yet. The order is still followed,
   * quietly, here and, once the pop-up closes, by the app-wide follower (decision 065).
   */
  const followQuietly = () => {
    setChecking(false);
    setProgress(t('cash.notCheckedYet'));
    poll.start(OPEN_ORDER_POLL, { lookup, onAnswer: ({ status }) => settle(status), onError: refused });
  };

  const confirmTransfer = () => {
    keepOpenOrder({
      memberId: member.id,
      method: DepositMethodCode.CASH,
      reference: order.orderId,
      amount: order.amount,
      currency: member.currency,
      confirmed: true,
    });
    setFollowed(orderKey);
    setChecking(true);
    poll.start(schedule, {
      lookup,
      onAnswer: ({ status }, attempt) => {
        setProgress(t('cash.checking', { attempt: String(attempt), max: String(schedule.maxAttempts) }));
        return settle(status);
      },
      // The looks ran out with the order still open: the spec's "not found" (and its refund
      // promise) tells the player; the order is still followed once the pop-up closes.
      onExhausted: () => {
        markOpenOrder(orderKey, { told: true });
        notFound();
      },
      onLookupFailed: followQuietly,
      onError: refused,
    });
  };

  const appLink = `https://cash.app/${qr.qrAddress}`;
  return (
    <div className="deposit-cash">
      <MethodHeader method={method} />
      <h3 className="deposit-section-title">{t('cash.payTitle')}</h3>
      <img className="deposit-cash__qr" src={qr.imgUrl} alt={t('cash.qrAlt')} width={200} height={200} />
      <a className="link-button deposit-link" href={appLink} target="_blank" rel="noopener noreferrer">
        {t('cash.openApp', { address: qr.qrAddress })}
      </a>
      <p className="deposit-cash__amounts">
        <span className="visually-hidden">{t('cash.originalAmount')}: </span>
        <del>{money(order.amount)}</del> <span className="visually-hidden">{t('cash.youPay')}: </span>
        <strong>{money(order.discountAmount)}</strong>
      </p>
      <div className="deposit-cash__instructions">
        <h4>{t('cash.instructionsTitle')}</h4>
        <ol>
          <li>{t('cash.instructionSameAmount', { amount: money(order.discountAmount) })}</li>
          <li>{t('cash.instructionNote')}</li>
        </ol>
      </div>
      <LiveStatus message={progress} />
      <Button fullWidth size="lg" loading={checking} onClick={confirmTransfer}>
        {t('cash.transferDone')}
      </Button>
    </div>
  );
}

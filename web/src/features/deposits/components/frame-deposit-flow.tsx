import { parseSlashAmounts } from '@casino/contracts/core/money';
import { DepositMethodCode, type DepositMethodCodeValue } from '@casino/contracts/deposits/enums';
import { DepositRules } from '@casino/contracts/deposits/rules';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { playerMessage } from '../../../shared/api/player-message';
import { toast } from '../../../shared/ui/toast-store';
import { createPolledFrameOrder } from '../api/payp-deposit-order';
import { createPaypalOrder } from '../api/paypal-deposit-order';
import { createStripeOrder } from '../api/stripe-deposit-order';
import { type CardWindowLink, linkCardWindow } from '../hooks/card-window-link';
import { openPaymentWindow } from '../hooks/payment-window';
import { useDepositAmount } from '../hooks/use-deposit-amount';
import { useDepositLanded } from '../hooks/use-deposit-landed';
import { usePaymentWindowWatch } from '../hooks/use-payment-window';
import { newCardWindowRef } from '../lib/card-window-messages';
import { keepOpenOrder } from '../lib/open-orders';
import { appPageUrl, paypalFramePage } from '../lib/provider-pages';
import { purchaseKey } from '../lib/purchase-tracking';
import { DepositAmountForm } from './deposit-amount-form';
import type { DepositFlowProps } from './deposit-flow-types';
import { type EmbeddedOutcome, EmbeddedPayment, type EmbeddedPaymentKind } from './embedded-payment';
import { LiveStatus } from './live-status';
import { MethodHeader } from './method-header';

const M = DepositMethodCode;

interface Frame {
  kind: EmbeddedPaymentKind;
  src: string;
  orderId: string;
  /** PayPal's c_site, which its look-up needs beside the order (biz_id). */
  site?: string;
  amount: number;
}

// A refusal by a limit, break or self-exclusion is said in the player's language.
const messageOf = playerMessage;

/**
 * Amount first, then the provider (spec 02 §2, §4): PAYP's processing frame (closes on PAY_CLOSE),
 * the polled frame PAYPAL_POLL (1 s look-ups), the stripe-style and PayPal frames (they send the
 * page to the return route), and Pix (a processing window; the pop-up closes when it closes).
 */
export function FrameDepositFlow(props: DepositFlowProps) {
  const { t } = useTranslation('deposits');
  const { method, member, config, onDone } = props;
  // PAYP is the card form's second variant: the card presets, 200 chosen, other amount if allowed.
  const cardVariant = method.code === M.PAYP;
  const { choice, validate } = useDepositAmount({
    defaultPreset: cardVariant ? DepositRules.CARD_DEFAULT_AMOUNT : null,
    minimum: config.minimumAmount,
    currency: member.currency,
    capped: true,
  });
  const [frame, setFrame] = useState<Frame | null>(null);
  const [busy, setBusy] = useState(false);
  const [waitingForWindow, setWaitingForWindow] = useState(false);
  const windowWatch = usePaymentWindowWatch();
  const landed = useDepositLanded();
  const pixWindow = useRef<CardWindowLink | null>(null);
  useEffect(() => () => pixWindow.current?.stop(), []);

  const failCreation = (error: unknown) => {
    // Spec 02 §4: the server's message, then the window closes after 2 s.
    toast.error(messageOf(error));
    setTimeout(onDone, DepositRules.FAILED_ORDER_CLOSE_DELAY_MS);
  };

  /**
   * Pix as the card window does it (decision 017): the window opens inside the click
   * with a reference only; this window makes the order and sends the window on to its page, or
   * tells it the failure. The window's page makes nothing, so a visit to it moves no money.
   */
  const startPix = (amount: number) => {
    const ref = newCardWindowRef();
    const target = openPaymentWindow(appPageUrl('/payment/pix/processing', new URLSearchParams({ ref })));
    if (!target) {
      toast.error(t('deposit.windowBlocked'));
      return;
    }
    pixWindow.current?.stop();
    const link = linkCardWindow(target, ref);
    pixWindow.current = link;
    setWaitingForWindow(true);
    windowWatch.watch(target, onDone);
    createPolledFrameOrder({ amount, memberId: member.id, paymentMethod: M.PIX }).then(
      (created) => link.goTo(created.orderurl),
      (error: unknown) => {
        link.fail(messageOf(error));
        windowWatch.stop();
        failCreation(error);
      },
    );
  };

  const createFrame = async (amount: number): Promise<Frame> => {
    const order = { amount, memberId: member.id, paymentMethod: method.code as DepositMethodCodeValue };
    if (method.code === M.STRIPE) {
      const created = await createStripeOrder(order);
      return { kind: 'stripe', src: created.iframe, orderId: created.orderId, amount };
    }
    if (method.code === M.PAYPAL) {
      const created = await createPaypalOrder(order);
      const { biz_id: orderId, c_site: site } = created;
      return { kind: 'paypal', src: paypalFramePage(created), orderId, site, amount };
    }
    const created = await createPolledFrameOrder(order);
    return {
      kind: cardVariant ? 'processing' : 'polled',
      src: created.orderurl,
      orderId: created.orderId,
      amount,
    };
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const amount = validate();
    if (amount === null) return;
    if (method.code === M.PIX) {
      startPix(amount);
      return;
    }
    setBusy(true);
    try {
      const created = await createFrame(amount);
      // Kept as an open order (decision 065): its return page finds the amount, and a reload
      // or a closed pop-up leaves it to the app-wide follower.
      keepOpenOrder({
        memberId: member.id,
        method: method.code as DepositMethodCodeValue,
        reference: created.orderId,
        ...(created.site === undefined ? {} : { site: created.site }),
        amount,
        currency: member.currency,
        confirmed: false,
      });
      setFrame(created);
    } catch (error) {
      failCreation(error);
    } finally {
      setBusy(false);
    }
  };

  if (frame) {
    const { orderId, amount } = frame;
    const onOutcome = (kind: EmbeddedOutcome) => {
      if (kind === 'success' && frame.kind === 'processing') {
        // PAYP's pop-up closes on success (spec 02 §2): the balance and the purchase event first.
        void landed({ orderKey: purchaseKey.order(orderId), amount, currency: member.currency });
        onDone();
        return;
      }
      props.onOutcome({ kind, orderId, amount, currency: member.currency });
    };
    return (
      <EmbeddedPayment
        kind={frame.kind}
        src={frame.src}
        orderId={orderId}
        method={method}
        onDone={onDone}
        onOutcome={onOutcome}
      />
    );
  }

  if (waitingForWindow) {
    return (
      <div className="deposit-processing">
        <MethodHeader method={method} />
        <LiveStatus message={t('deposit.windowOpen')} />
      </div>
    );
  }

  const presets = cardVariant ? DepositRules.CARD_PRESET_AMOUNTS : parseSlashAmounts(config.paymentAmounts);
  return <DepositAmountForm flow={props} onSubmit={onSubmit} presets={presets} choice={choice} busy={busy} />;
}

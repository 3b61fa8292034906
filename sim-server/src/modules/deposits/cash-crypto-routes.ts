import { CASH_DISCOUNT_PERCENT } from '@casino/fixtures/deposits';
import type { FastifyInstance } from 'fastify';
import type { ApiHandlers } from '../../api/handlers';
import { qrSvg } from '../../providers/qr/qr-svg';
import { storeFile } from '../files/file-store';
import { toMajor } from '../ledger/money';
import {
  chargeForAllCoins,
  coinCodeOf,
  coinCodeOfB,
  coinQuantity,
  depositAddress,
  toUsdCents,
} from './crypto-charges';
import { DepositFlow } from './deposit-flows';
import { advanceOrder } from './deposit-order-machine';
import {
  appOriginOf,
  cashStatusOf,
  createDepositOrder,
  newExternalId,
  orderNotFound,
  pollingStatusOf,
  requireOwnOrder,
  requireOwnOrderByExternalId,
} from './deposit-orders-service';
import { checkNewDeposit } from './deposit-rules';
import { updateDepositOrder } from './deposits-repository';

/** The operator's cash-app tag: '$' and the site's name without spaces ('Casino' left off). */
const cashTagOf = (siteName: string, orderId: string) =>
  `$${siteName.replace(/\s*casino\s*$/i, '').replace(/[^A-Za-z0-9]/g, '') || 'Casino'}-${orderId}`;

/** Cash-app and crypto deposits. */
export function createCashCryptoHandlers(app: FastifyInstance) {
  return {
    cashDepositOrder: async ({ input, requireMember, request }) => {
      const member = requireMember();
      // No 5000 cap on this path (spec 02 §5), though the input shows one.
      const amountMinor = checkNewDeposit(app.db, member, input, 'CASH', DepositFlow.CASH);
      const order = createDepositOrder(app, {
        member,
        flow: DepositFlow.CASH,
        methodCode: 'CASH',
        amountMinor,
        appOrigin: appOriginOf(request),
      });
      return {
        orderId: order.externalId,
        amount: toMajor(order.amount),
        // The member sends the discounted price and is credited the full amount.
        discountAmount: toMajor(Math.round((order.amount * (100 - CASH_DISCOUNT_PERCENT)) / 100)),
        status: cashStatusOf(order.status),
      };
    },

    cashGetImg: async ({ input, requireMember }) => {
      const order = requireOwnOrderByExternalId(app, requireMember(), input.orderId);
      if (order.flow !== DepositFlow.CASH) throw orderNotFound();
      const qrAddress = cashTagOf(app.env.SITE_NAME, order.externalId);
      let fileId = order.qrFileId;
      if (fileId === null) {
        // An operator file (no owner): an <img> cannot send the member's token, and the tag is public.
        const image = qrSvg(`https://cash.app/${qrAddress}`);
        fileId = storeFile(app.db, {
          memberId: null,
          mimeType: 'image/svg+xml',
          bytes: image.bytes,
          fileName: `cash-${order.externalId}.svg`,
          width: image.width,
          height: image.height,
          now: app.clock.now(),
        });
        updateDepositOrder(app.db, order.id, { qrFileId: fileId });
      }
      return { imgUrl: `/api/sys/file/get?id=${fileId}`, qrAddress };
    },

    cashFindOrder: async ({ input, requireMember }) => {
      const order = requireOwnOrderByExternalId(app, requireMember(), input.orderId);
      return { status: cashStatusOf(advanceOrder(app.db, order, app.clock.now(), true).status) };
    },

    cryptoDeposit: async ({ input, requireMember, request }) => {
      const member = requireMember();
      const amountMinor = checkNewDeposit(app.db, member, input, 'CRYPTO', DepositFlow.CRYPTO);
      const chargeId = newExternalId(DepositFlow.CRYPTO);
      const charge = chargeForAllCoins(chargeId, toUsdCents(app.db, amountMinor, member.currency));
      const order = createDepositOrder(app, {
        member,
        flow: DepositFlow.CRYPTO,
        methodCode: 'CRYPTO',
        amountMinor,
        appOrigin: appOriginOf(request),
        extra: { externalId: chargeId, chargeJson: JSON.stringify(charge) },
      });
      return {
        id: order.externalId,
        depositId: order.id,
        addresses: charge.addresses,
        pricing: charge.pricing,
      };
    },

    cryptDepositOrder: async ({ input, requireMember, request }) => {
      const member = requireMember();
      const amountMinor = checkNewDeposit(app.db, member, input, 'CRYPT', DepositFlow.CRYPT);
      const chargeId = newExternalId(DepositFlow.CRYPT);
      const coinCode = coinCodeOfB(input.depositCurrency);
      const address = depositAddress(chargeId, coinCode);
      const coinAmount = coinQuantity(toUsdCents(app.db, amountMinor, member.currency), coinCode);
      const order = createDepositOrder(app, {
        member,
        flow: DepositFlow.CRYPT,
        methodCode: 'CRYPT',
        amountMinor,
        appOrigin: appOriginOf(request),
        extra: { externalId: chargeId, coin: input.depositCurrency, coinAmount, address },
      });
      return { address, coinNum: coinAmount, id: order.externalId, depositId: order.id };
    },

    depositPollingStatus: async ({ input, requireMember }) => {
      const order = requireOwnOrder(app, requireMember(), input.id);
      return pollingStatusOf(advanceOrder(app.db, order, app.clock.now(), true).status);
    },

    cryptoQrcode: async ({ input, requireMember, reply }) => {
      const order = requireOwnOrderByExternalId(app, requireMember(), input.transactionId);
      const coinCode = coinCodeOf(input.coinName);
      const address =
        order.flow === DepositFlow.CRYPT
          ? order.address
          : order.flow === DepositFlow.CRYPTO && coinCode
            ? depositAddress(order.externalId, coinCode)
            : null;
      if (!address || !coinCode) throw orderNotFound();
      reply
        .type('image/svg+xml')
        .header('cache-control', 'private, max-age=3600')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(qrSvg(address).bytes);
      return undefined;
    },
  } satisfies Partial<ApiHandlers>;
}

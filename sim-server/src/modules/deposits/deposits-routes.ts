import { Flag } from '@casino/contracts/core/enums';
import { DepositMethodVisibility } from '@casino/contracts/deposits/enums';
import { BonusRules, DepositRules } from '@casino/contracts/deposits/rules';
import type { FastifyInstance } from 'fastify';
import { type ApiHandlers, composeHandlers } from '../../api/handlers';
import { notFound } from '../../errors';
import { registerPaymentPages } from '../../providers/payments/payment-pages-routes';
import { toMajor, toMinor } from '../ledger/money';
import { createCardDepositHandlers } from './card-deposit-routes';
import { createCashCryptoHandlers } from './cash-crypto-routes';
import { resolveDueDepositOrders } from './deposit-order-machine';
import { findDepositConfig, findDepositMethod, listVisibleDepositMethods } from './deposits-repository';
import { createFrameDepositHandlers } from './frame-deposit-routes';

/** The simulated payment provider pages and the job that settles due orders. */
export function registerDepositPagesAndJobs(app: FastifyInstance) {
  registerPaymentPages(app);
  app.jobList.register('deposit-orders', (now) => resolveDueDepositOrders(app.db, now));
}

/** Handlers of the deposit calls: methods and settings here, each payment flow in its own file. */
export function createDepositHandlers(app: FastifyInstance) {
  const own = {
    depositPaymentMethodFind: async ({ input }) => {
      const method = findDepositMethod(app.db, input.code);
      if (!method) throw notFound('Deposit method');
      return { icon: method.icon, name: method.name };
    },

    depositPaymentMethodListAll: async ({ input, requireMember }) => {
      const member = requireMember();
      const visibilities = [
        DepositMethodVisibility.ALL,
        member.credited ? DepositMethodVisibility.CREDITED_BEFORE : DepositMethodVisibility.NEVER_CREDITED,
      ];
      return listVisibleDepositMethods(app.db, input, visibilities).map((method) => ({
        code: method.code as never,
        name: method.name,
        icon: method.icon,
        enabled: method.enabled === 1 ? Flag.ON : Flag.OFF,
        visibility: method.visibility as never,
        sortIndex: method.sortIndex,
      }));
    },

    depositPaymentMethodMaxBonusInfo: async ({ requireMember }) => {
      requireMember();
      return {
        percent: BonusRules.FIRST_DEPOSIT_PERCENT,
        maxAmount: BonusRules.FIRST_DEPOSIT_MAX,
        minimumDeposit: BonusRules.FIRST_DEPOSIT_MIN_DEPOSIT,
        wagering: BonusRules.WAGERING_MULTIPLIER,
      };
    },

    memberDepositConfig: async ({ requireMember }) => {
      const member = requireMember();
      const config = findDepositConfig(app.db, member.currency);
      return {
        minimumAmount: toMajor(config?.minimumAmount ?? toMinor(DepositRules.MIN_AMOUNT_DEFAULT)),
        paymentAmounts: config?.paymentAmounts ?? DepositRules.CARD_PRESET_AMOUNTS.join('/'),
        paymentAllowManualInput: config?.paymentAllowManualInput === 0 ? Flag.OFF : Flag.ON,
      };
    },

    creditcardBillingInfo: async ({ requireMember }) => {
      const member = requireMember();
      return {
        cardFirstName: member.firstName,
        cardLastName: member.lastName,
        cardCountry: member.countryCode,
        cardState: member.stateCode,
        cardCity: member.city,
        cardAddress: member.address,
        cardPostalCode: member.postalCode,
        cardEmail: member.email,
        cardMobile: member.mobile,
      };
    },
  } satisfies Partial<ApiHandlers>;
  return composeHandlers(
    own,
    createCardDepositHandlers(app),
    createFrameDepositHandlers(app),
    createCashCryptoHandlers(app),
  );
}

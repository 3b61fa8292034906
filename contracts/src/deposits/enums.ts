import { z } from 'zod';
import { numberCodes, selfNamedCodes, textCodes } from '../core/enums';

/** Enumerations of the deposits domain (spec 02 §3, §4). */

type ValueOf<T> = T[keyof T];

/** Deposit method codes. The spec writes pix, pingpong and onlyPay in lower case; codes are upper case. */
export const [DepositMethodCode, depositMethodCodeSchema] = selfNamedCodes([
  'VISA_MASTERCARD_1',
  'STRIPE',
  'CASH',
  'CPAY',
  'PAYPAL_POLL',
  'PAYP',
  /** Crypto variant A (bitcoin, ethereum, tether, litecoin). */
  'CRYPTO',
  /** Crypto variant B (btc, eth, bep20, erc20, ltc, doge). */
  'CRYPT',
  'PIX',
  'PINGPONG',
  'ONLYPAY',
  /** The card-processor flow: deposit, then `/sys/cattl/pay`. */
  'CATTL',
  /** PayPal in an embedded frame. */
  'PAYPAL',
]);
export type DepositMethodCodeValue = z.infer<typeof depositMethodCodeSchema>;

/** Who sees a deposit method; the member's `credited` flag decides between 10 and 20. */
export const [DepositMethodVisibility, depositMethodVisibilitySchema] = numberCodes({
  ALL: 0,
  CREDITED_BEFORE: 10,
  NEVER_CREDITED: 20,
});
export type DepositMethodVisibilityValue = z.infer<typeof depositMethodVisibilitySchema>;

/**
 * Cash order status as `/sys/cash/findOrder` answers it. Odd but exact: 'false' means SUCCESS and
 * 'true' means FAILURE (payment not found). The frame providers below use the opposite reading.
 */
export const [CashOrderStatus, cashOrderStatusSchema] = textCodes({
  WAIT: 'wait',
  SUCCESS: 'false',
  FAILURE: 'true',
});
export type CashOrderStatusValue = z.infer<typeof cashOrderStatusSchema>;

/**
 * Status of a frame order (payp, stripe, paypal findOrder): 'true' is success, 'false' failure
 * (the reverse of cash). The client keeps polling on any other value, so the schema takes any
 * text; PENDING 'wait' is ours, the value the simulator sends meanwhile.
 */
export const FrameOrderStatus = {
  SUCCESS: 'true',
  FAILURE: 'false',
  PENDING: 'wait',
} as const;
export const frameOrderStatusSchema = z.string().min(1).max(32);
/** The values we send; any text parses. */
export type FrameOrderStatusValue = ValueOf<typeof FrameOrderStatus>;

/**
 * `/sys/deposit/pollingStatus` data for crypto deposits: 10 is success (spec); the client keeps
 * polling on anything else. The other values are ours, for the simulator's order states.
 */
export const DepositPollingStatus = {
  /** Ours. */
  PENDING: 0,
  SUCCESS: 10,
  /** Ours. */
  FAILED: 20,
  /** Ours. */
  EXPIRED: 30,
} as const;
export const depositPollingStatusSchema = z.number().int();
/** The values we send; any integer parses. */
export type DepositPollingStatusValue = ValueOf<typeof DepositPollingStatus>;

/** Ours: a deposit order's state, as the card and card-processor calls report it. */
export const [DepositOrderStatus, depositOrderStatusSchema] = textCodes({
  CREATED: 'created',
  PENDING: 'pending',
  SUCCESS: 'success',
  FAILED: 'failed',
  CANCELLED: 'cancelled',
  EXPIRED: 'expired',
});
export type DepositOrderStatusValue = z.infer<typeof depositOrderStatusSchema>;

/** Crypto variant A (code CRYPTO): the charge's coin keys and the coin codes shown. */
export const CryptoCoinA = {
  bitcoin: 'BTC',
  ethereum: 'ETH',
  tether: 'USDT',
  litecoin: 'LTC',
} as const;
export type CryptoCoinAKey = keyof typeof CryptoCoinA;
export const cryptoCoinAKeySchema = z.enum(Object.keys(CryptoCoinA) as [CryptoCoinAKey, ...CryptoCoinAKey[]]);

/**
 * Crypto variant B (code CRYPT): the `depositCurrency` keys and the coin codes shown. BCH is
 * mapped by the original client but not offered, so it is left out.
 */
export const CryptoCoinB = {
  btc: 'BTC',
  eth: 'ETH',
  bep20: 'BNB',
  erc20: 'USDT',
  ltc: 'LTC',
  doge: 'DOGECOIN',
} as const;
export type CryptoCoinBKey = keyof typeof CryptoCoinB;
export const cryptoCoinBKeySchema = z.enum(Object.keys(CryptoCoinB) as [CryptoCoinBKey, ...CryptoCoinBKey[]]);

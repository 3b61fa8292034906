import { type EndpointSample, MEMBER_ID, noPayload, refusedFor, refusedWithout } from '../core/sample';
import type { depositEndpoints } from './endpoints';

/** The card holder's details: the billing info answer, and again in the card deposit. */
const billingInfo = {
  cardFirstName: 'Ada',
  cardLastName: 'Lovelace',
  cardCountry: 'GB',
  cardState: 'London',
  cardCity: 'London',
  cardAddress: '12 Byron Street',
  cardPostalCode: 'W1A 1AA',
  cardEmail: 'ada@example.com',
  cardMobile: '447700900123',
};

const cardDeposit = {
  amount: 200,
  depositAmount: 200,
  memberId: MEMBER_ID,
  cardNum: '5555555555554444',
  cardCvv: '123',
  expireMonth: '09',
  expireYear: '2030',
  ...billingInfo,
  paymentMethod: 'VISA_MASTERCARD_1',
};

/** A valid request, a valid answer, a refused request and the field it is refused for. */
export const depositsSamples: Record<keyof typeof depositEndpoints, EndpointSample> = {
  depositPaymentMethodFind: refusedFor('code', 'WIRE', { code: 'STRIPE' }, { icon: 301, name: 'Stripe' }),
  depositPaymentMethodListAll: {
    validRequest: { enabled: 1, visibility_IN: '0,10', sortIndex_0: 'ASC' },
    validResponse: [
      { code: 'VISA_MASTERCARD_1', name: 'Card', icon: 300, enabled: 1, visibility: 0, sortIndex: 1 },
      { code: 'CRYPT', name: 'Crypto', icon: 302, enabled: 1, visibility: 10, sortIndex: 2 },
    ],
    invalidRequest: { enabled: 1, sortIndex_0: 'UP' },
    invalidField: 'sortIndex_0',
  },
  depositPaymentMethodMaxBonusInfo: {
    ...noPayload,
    validResponse: { percent: 100, maxAmount: 200, minimumDeposit: 10, wagering: 50 },
  },
  memberDepositConfig: {
    ...noPayload,
    validResponse: {
      minimumAmount: 10,
      paymentAmounts: '25/50/100/200/500/1000',
      paymentAllowManualInput: 1,
    },
  },
  creditcardBillingInfo: {
    ...noPayload,
    validResponse: billingInfo,
  },
  creditcardDeposit: refusedFor('expireMonth', '13', cardDeposit, { depositId: 9001, status: 'success' }),
  cattlDeposit: refusedFor('cardCvv', '12', { ...cardDeposit, paymentMethod: 'CATTL' }, { id: 9002 }),
  cattlPay: refusedFor('depositId', 'abc', { depositId: 9002 }, { depositId: 9002, status: 'pending' }),
  onlyPayDeposit: {
    validRequest: {
      ...cardDeposit,
      amount: 100,
      depositAmount: 100,
      paymentMethod: 'ONLYPAY',
    },
    validResponse: { payUrl: 'https://pay.example.test/onlypay/checkout/OP-77' },
    invalidRequest: { ...cardDeposit, amount: -5, paymentMethod: 'ONLYPAY' },
    invalidField: 'amount',
  },
  cashDepositOrder: {
    validRequest: {
      memberId: MEMBER_ID,
      amount: 50,
      depositAmount: 50,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      mobile: '447700900123',
    },
    validResponse: { orderId: 'CASH-1001-1', amount: 50, discountAmount: 47.5, status: 'wait' },
    invalidRequest: {
      memberId: MEMBER_ID,
      amount: 0,
      depositAmount: 50,
      firstName: 'Ada',
      lastName: 'L',
      email: 'ada@example.com',
      mobile: '',
    },
    invalidField: 'amount',
  },
  cashGetImg: refusedFor(
    'orderId',
    '',
    { orderId: 'CASH-1001-1' },
    {
      imgUrl: 'https://cash.example.test/qr/CASH-1001-1.png',
      qrAddress: 'https://cash.example.test/$casino',
    },
  ),
  cashFindOrder: {
    validRequest: { orderId: 'CASH-1001-1' },
    // 'false' is the cash provider's SUCCESS.
    validResponse: { status: 'false' },
    invalidRequest: { orderId: 'CASH-1001-1', memberId: MEMBER_ID },
    invalidField: '',
  },
  paypDepositOrder: refusedFor(
    'paymentMethod',
    'BANK',
    { amount: 100, memberId: MEMBER_ID, paymentMethod: 'PAYPAL_POLL' },
    { orderurl: 'https://frame.example.test/order/PP-1', orderId: 'PP-1' },
  ),
  paypFindOrder: refusedFor('orderId', 7, { orderId: 'PP-1' }, { status: 'true' }),
  stripeDepositOrder: refusedWithout(
    'memberId',
    { amount: 100, memberId: MEMBER_ID, paymentMethod: 'STRIPE' },
    { iframe: 'https://stripe.example.test/frame/ST-1', orderId: 'ST-1' },
  ),
  stripeFindOrder: refusedWithout('orderId', { orderId: 'ST-1' }, { status: 'wait' }),
  paypalDepositOrder: refusedFor(
    'amount',
    12.345,
    { amount: 100, memberId: MEMBER_ID, paymentMethod: 'PAYPAL' },
    { c_site: 'casino.example.test', biz_id: 'BIZ-1', sk: 'sk-1' },
  ),
  paypalFindOrder: refusedWithout(
    'cSite',
    { bizId: 'BIZ-1', cSite: 'casino.example.test' },
    { status: 'false' },
  ),
  paypalTrigger: refusedFor(
    'bizId',
    '',
    { bizId: 'BIZ-1', cSite: 'casino.example.test' },
    { status: 'wait' },
  ),
  cryptoDeposit: refusedFor(
    'amount',
    '100',
    { amount: 100, memberId: MEMBER_ID },
    {
      id: 'CHG-A-1',
      depositId: 9003,
      addresses: {
        bitcoin: 'bc1qexampleaddress',
        ethereum: '0xexample',
        tether: '0xexample',
        litecoin: 'ltc1qexample',
      },
      pricing: {
        bitcoin: { amount: '0.00151234' },
        ethereum: { amount: '0.0412' },
        tether: { amount: '100.00' },
        litecoin: { amount: '1.2345' },
      },
    },
  ),
  cryptDepositOrder: refusedFor(
    'depositCurrency',
    'bch',
    { amount: 100, memberId: MEMBER_ID, depositCurrency: 'erc20' },
    { address: '0xexampleaddress', coinNum: '100.00', id: 'CHG-B-1', depositId: 9004 },
  ),
  // 10 is success; anything else keeps the client polling.
  depositPollingStatus: refusedFor('id', 0, { id: 9004 }, 10),
  cryptoQrcode: refusedWithout('coinName', { transactionId: 'CHG-A-1', coinName: 'bitcoin' }, null),
};

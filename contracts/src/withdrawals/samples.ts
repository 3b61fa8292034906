import { type EndpointSample, MEMBER_ID, noPayload, proofs, refusedFor } from '../core/sample';
import type { withdrawalEndpoints } from './endpoints';

const withdrawalRecord = {
  id: 501,
  createTime: '2025-03-01T10:15:00.000Z',
  currency: 'USD',
  amount: 250,
  status: 0,
};

/** A valid request, a valid answer, a refused request and the field it is refused for. */
export const withdrawalsSamples: Record<keyof typeof withdrawalEndpoints, EndpointSample> = {
  withdrawConfig: {
    ...noPayload,
    validResponse: {
      minimumAmount: 25,
      withdrawAmounts: '100/200/500/1000',
      withdrawAllowManualInput: 1,
      maxDepositAmount: 200,
      requiredDepositAmount4Withdraw: 20,
    },
  },
  withdrawApply: {
    validRequest: {
      amount: 250,
      paymentMethod: 'BANK_CARD',
      routingNumber: '021000021',
      accountNumber: '123456789',
      accountName: 'Ada Lovelace',
      email: '',
      ...proofs,
      type: 0,
    },
    validResponse: withdrawalRecord,
    invalidRequest: {
      amount: 250,
      paymentMethod: 'CPAY',
      payoutData: { accountName: 'Ada', toAccount: '' },
      ...proofs,
      type: 0,
    },
    invalidField: 'payoutData.toAccount',
  },
  withdrawListPage: {
    validRequest: { memberId: MEMBER_ID, pageNum: 1, pageSize: 20, createTime_0: 'DESC' },
    validResponse: { content: [withdrawalRecord], number: 1, size: 20, totalElements: 1, last: true },
    invalidRequest: { memberId: MEMBER_ID, pageNum: 0 },
    invalidField: 'pageNum',
  },
  withdrawCancel: refusedFor('id', '', { id: 501 }, { ...withdrawalRecord, status: 1 }),
  cashoutPaymentMethodListAll: {
    validRequest: { enabled: 1 },
    validResponse: [
      { code: 'BANK_CARD', name: 'Bank card', enabled: 1 },
      { code: 'BTC', name: 'Bitcoin', enabled: 1 },
    ],
    invalidRequest: { enabled: 2 },
    invalidField: 'enabled',
  },
};

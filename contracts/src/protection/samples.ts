import { type EndpointSample, refusedFor } from '../core/sample';
import type { protectionEndpoints } from './endpoints';
import type { PlayerLimit } from './schemas';

/** A daily deposit limit, mostly used, with a raise waiting (the web tests show it too). */
export const dailyDepositLimitSample = {
  kind: 'DEPOSIT',
  period: 'DAY',
  amount: 100,
  used: 80,
  remaining: 20,
  resetTime: '2026-11-23T10:00:00.000Z',
  pending: { amount: 200, effectiveTime: '2026-11-23T12:00:00.000Z' },
} satisfies PlayerLimit;

const status = {
  currency: 'USD',
  limits: [dailyDepositLimitSample],
  realityCheckMinutes: 30,
  block: null,
  serverTime: '2026-11-22T12:00:00.000Z',
};

const session = {
  currency: 'USD',
  startTime: '2026-11-22T11:00:00.000Z',
  serverTime: '2026-11-22T12:00:00.000Z',
  wagered: 42.5,
  net: -12.25,
  realityCheckMinutes: 30,
  nextCheckTime: '2026-11-22T12:30:00.000Z',
  checkDue: false,
};

const block = { kind: 'BREAK', startTime: '2026-11-22T12:00:00.000Z', endTime: '2026-11-29T12:00:00.000Z' };

export const protectionSamples: Record<keyof typeof protectionEndpoints, EndpointSample> = {
  protectionStatus: {
    validRequest: {},
    validResponse: status,
    invalidRequest: { memberId: 1 },
    invalidField: '',
  },
  protectionSetLimit: refusedFor('period', 'YEAR', { kind: 'DEPOSIT', period: 'DAY', amount: 100 }, status),
  protectionSetRealityCheck: refusedFor('minutes', 15, { minutes: 30 }, status),
  protectionPlaySession: {
    validRequest: {},
    validResponse: session,
    invalidRequest: { extra: true },
    invalidField: '',
  },
  protectionContinue: {
    validRequest: {},
    validResponse: { ...session, nextCheckTime: '2026-11-22T12:30:00.000Z' },
    invalidRequest: { extra: true },
    invalidField: '',
  },
  protectionTakeBreak: refusedFor('confirm', false, { period: 'WEEK', confirm: true }, block),
  protectionSelfExclude: refusedFor(
    'period',
    'FOREVER',
    { period: 'PERMANENT', confirm: true },
    { kind: 'SELF_EXCLUSION', startTime: '2026-11-22T12:00:00.000Z', endTime: null },
  ),
  protectionActivity: {
    validRequest: {},
    validResponse: {
      currency: 'USD',
      lifetime: { deposits: 500, withdrawals: 120, netDeposits: 380 },
      last12Months: { deposits: 300, withdrawals: 120, netDeposits: 180 },
      since: '2025-01-10T09:00:00.000Z',
    },
    invalidRequest: { extra: 1 },
    invalidField: '',
  },
};

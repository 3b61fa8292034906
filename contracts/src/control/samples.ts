import type { ControlOperationName } from './registry';

/**
 * A sample of each control operation, for the API document's examples: what a QA tool gives
 * (path parameters, query and body fields in one object, as the typed client takes them) and the
 * `data` the simulator answered (recorded from a run on the seeded world; lists cut to two rows,
 * times fixed). The document's examples test checks each against its schema. An operation without
 * a sample has no example: the world's export and import (a whole world file), the latest mail
 * (none in a fresh world) and the contract operations.
 */
export interface ControlSample {
  input: Record<string, unknown>;
  answer: unknown;
}

/** The simulator's time in the samples, and its clock then. */
const NOW = '2026-03-10T12:00:00.000Z';
const clock = (offsetMs = 0) => ({ now: NOW, epochMs: Date.parse(NOW) + offsetMs, offsetMs });

/** A member as QA sees it, with the seeded defaults and its own fields. */
const member = (id: number, username: string, fields: Record<string, unknown> = {}) => ({
  id,
  username,
  email: `${username}@qa.example`,
  enabled: true,
  activated: true,
  credited: true,
  blocked: false,
  cashBalance: 0,
  bonusBalance: 0,
  rollingAmount: 0,
  vipLevel: 1,
  vipPoints: 0,
  childCount: 0,
  ...fields,
});
const highroller = member(6, 'highroller', {
  cashBalance: 50000,
  bonusBalance: 500,
  vipLevel: 5,
  vipPoints: 60000,
});

const stripeRule = {
  target: 'deposit',
  method: 'STRIPE',
  memberId: null,
  remaining: 1,
  outcome: 'failed',
  delayMs: null,
  afterPolls: null,
  id: 2,
  count: 1,
  username: null,
};
const slowLobby = { pathPattern: '/api/sys/game/all', latencyMs: 800, count: 1 };
const providerDown = { error: 1304, message: 'Provider down', data: null };
const lobbyOverride = {
  id: 1,
  path: '/sys/game/all',
  match: null,
  remaining: 1,
  hits: 0,
  envelope: providerDown,
  patch: null,
  allowInvalid: false,
  calls: ['/sys/game/all'],
};
const withdrawal = (id: number, amount: number, status: number, memberId: number) => ({
  id,
  createTime: NOW,
  currency: 'USD',
  amount,
  status,
  memberId,
});
const world = (id: string) => ({
  id,
  scenario: 'rich-member',
  createTime: NOW,
  lastUsed: '2026-03-10T12:05:00.000Z',
  cookie: `sim_world=${id}`,
});

export const controlSamples: Partial<Record<ControlOperationName, ControlSample>> = {
  resetWorld: {
    input: { scenario: 'pending-withdrawals' },
    answer: {
      reset: true,
      scenario: {
        name: 'pending-withdrawals',
        description:
          'waitingpayout / Test1234!: three withdrawals in flight (pending, passed, paying) that stay where they are until QA advances them.',
        members: [member(5, 'waitingpayout', { cashBalance: 1000 })],
        rules: [
          {
            ...stripeRule,
            target: 'withdrawal',
            method: '*',
            memberId: 5,
            remaining: 3,
            outcome: 'never',
            id: 1,
            count: 3,
            username: 'waitingpayout',
          },
        ],
        faults: [],
      },
      clock: clock(),
    },
  },
  listScenarios: {
    input: {},
    answer: [
      {
        name: 'blocked-member',
        description:
          'blockedplayer / Test1234!: signs in with 250.00 but is blocked from real-money play (game launch refused).',
        valid: true,
        source: '/work/main/fixtures/scenarios',
      },
      {
        name: 'cash-order-times-out',
        description:
          "The next three cash-app orders (anyone's) stay waiting past the app's four polls (payment not found, refund promised), then expire after 15 minutes of simulator time.",
        valid: true,
        source: '/work/main/fixtures/scenarios',
      },
    ],
  },
  loadScenario: {
    input: { name: 'rich-member' },
    answer: {
      name: 'rich-member',
      description:
        'highroller / Test1234!: 50000.00 cash, 500.00 bonus, documents approved, VIP level 5: everything unlocked.',
      members: [highroller],
      rules: [],
      faults: [],
    },
  },
  applyScenario: {
    input: {
      scenario: {
        description: 'A member with 50 in cash',
        members: [{ username: 'qa-cash', password: 'qa-cash-1', cashBalance: 50 }],
      },
      name: 'qa-cash',
    },
    answer: {
      name: 'qa-cash',
      description: 'A member with 50 in cash',
      members: [member(7, 'qa-cash', { credited: false, cashBalance: 50 })],
      rules: [],
      faults: [],
    },
  },
  getClock: { input: {}, answer: clock() },
  changeClock: { input: { advance: '1h' }, answer: { ...clock(3_600_000), ran: [] } },
  getSchedule: { input: {}, answer: { clock: clock(3_600_000), events: [] } },
  readMember: { input: { idOrUsername: 'highroller' }, answer: highroller },
  changeMember: {
    input: { idOrUsername: 'highroller', vipLevel: 3 },
    answer: { ...highroller, vipLevel: 3 },
  },
  setMemberDocuments: {
    input: { idOrUsername: 'highroller', status: 'approved' },
    answer: {
      username: 'highroller',
      idcardProofId: 362,
      idcardHoldProofId: 363,
      addressProofId: 364,
      paymentProofId: 365,
      documentStatus: 20,
    },
  },
  clearMemberProtection: {
    input: { idOrUsername: 'highroller' },
    answer: { username: 'highroller', cleared: true },
  },
  listSettings: {
    input: {},
    answer: [
      { name: 'accessPolicy', value: { status: 1, url: null } },
      { name: 'chatAvailable', value: true },
    ],
  },
  writeSetting: {
    input: { name: 'chatAvailable', value: false },
    answer: { name: 'chatAvailable', value: false },
  },
  listDepositMethods: {
    input: {},
    answer: [
      { code: 'VISA_MASTERCARD_1', name: 'Visa / Mastercard', enabled: true },
      { code: 'CATTL', name: 'Card (instant)', enabled: true },
    ],
  },
  addRule: {
    input: { target: 'deposit', method: 'STRIPE', outcome: 'failed', count: 1 },
    answer: stripeRule,
  },
  listRules: { input: {}, answer: [stripeRule] },
  removeRule: { input: { id: 2 }, answer: { id: 2 } },
  removeAllRules: { input: {}, answer: { removed: 0 } },
  setWithdrawalAutoProgress: { input: { enabled: false }, answer: { enabled: false, withdrawalsChanged: 5 } },
  advanceWithdrawal: { input: { id: 2, status: 20 }, answer: withdrawal(2, 120, 20, 1) },
  advanceAllWithdrawals: {
    input: { status: 10 },
    answer: {
      advanced: [withdrawal(2, 120, 10, 1), withdrawal(3, 100, 10, 5)],
      skipped: [
        { id: 1, reason: 'A paid withdrawal cannot become rejected' },
        { id: 5, reason: 'A paying withdrawal cannot become rejected' },
      ],
    },
  },
  addFault: { input: slowLobby, answer: { ...slowLobby, id: 1, hits: 0 } },
  listFaults: { input: {}, answer: [{ ...slowLobby, id: 1, hits: 0 }] },
  removeFault: { input: { id: 1 }, answer: { id: 1 } },
  removeAllFaults: { input: {}, answer: { removed: 0 } },
  listOutbox: { input: { limit: 5 }, answer: [] },
  listTracking: { input: { limit: 5 }, answer: [] },
  addOverride: { input: { path: '/sys/game/all', count: 1, envelope: providerDown }, answer: lobbyOverride },
  listOverrides: { input: {}, answer: [lobbyOverride] },
  removeOverride: { input: { id: 1 }, answer: { id: 1 } },
  removeAllOverrides: { input: {}, answer: { removed: 0 } },
  listJournal: { input: { limit: 2 }, answer: [] },
  verifyJournal: {
    input: { method: 'POST', path: '/sys/game/all', atLeast: 0 },
    answer: { ok: true, count: 0, expected: 'at least 0', nearMisses: [] },
  },
  clearJournal: { input: {}, answer: { cleared: true } },
  readDrift: {
    input: {},
    answer: { upstream: null, modes: [], recording: null, checked: 0, failed: 0, violations: [] },
  },
  clearDrift: { input: {}, answer: { removed: 0 } },
  listWorlds: { input: {}, answer: [world('w-qa-1')] },
  createWorld: { input: { scenario: 'rich-member' }, answer: world('w-qa-1') },
  closeWorld: { input: { id: 'w-qa-1' }, answer: { id: 'w-qa-1' } },
  forkWorld: { input: { id: 'w-qa-1' }, answer: world('w-qa-1-f1') },
};

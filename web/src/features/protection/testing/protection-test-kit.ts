import type { SessionUser } from '@casino/contracts/entities/account';
import {
  type AccountBlock,
  type PlayerLimit,
  type ProtectionStatus,
  ProtectionStatusSchema,
} from '@casino/contracts/entities/protection';
import { endpointSamples, endpoints } from '@casino/contracts/registry';
import { STORAGE_KEYS } from '../../../shared/storage/app-storage';
import { mockApi } from '../../../testing/mock-api';
import { createSessionUser } from '../../../testing/session-user';

type Answers = Parameters<typeof mockApi>[0];

/** A limit with nothing pending; fields overridable. */
export function limit(overrides: Partial<PlayerLimit> & Pick<PlayerLimit, 'kind' | 'period'>): PlayerLimit {
  return { amount: 100, used: 0, remaining: 100, resetTime: null, pending: null, ...overrides };
}

/** A valid protection status (parsed by the contract, so a test cannot send a shape the server would not). */
export function status(overrides: Partial<ProtectionStatus> = {}): ProtectionStatus {
  return ProtectionStatusSchema.parse({
    currency: 'USD',
    limits: [],
    realityCheckMinutes: 0,
    block: null,
    serverTime: '2026-11-22T12:00:00.000Z',
    ...overrides,
  });
}

export const breakBlock = (endTime: string | null, kind: AccountBlock['kind'] = 'BREAK'): AccountBlock => ({
  kind,
  startTime: '2026-11-22T12:00:00.000Z',
  endTime,
});

/**
 * A signed-in member and the shell's background calls, plus the test's own answers. Answers for
 * the same endpoint given later win (the mock keeps the last one per path).
 */
export function signedInWith(answers: Answers, member: Partial<SessionUser> = {}) {
  window.localStorage.setItem(STORAGE_KEYS.token, 'member-token');
  const user = createSessionUser({ token: 'member-token', currency: 'USD', ...member });
  const background: Answers = [
    [endpoints.checkChatAvailable, { data: false }],
    [endpoints.acquireSetting, { data: '' }],
    [endpoints.newsUnreadCount, { data: 0 }],
    [endpoints.tokenInfo, { data: user }],
    [endpoints.tokenRefresh, { data: user }],
    [endpoints.protectionPlaySession, { data: endpointSamples.protectionPlaySession.validResponse }],
  ];
  return mockApi([...background, ...answers]);
}

/** The JSON bodies sent to one endpoint, in order. */
export function bodiesSentTo(fetchMock: ReturnType<typeof mockApi>, endpoint: { path: string }): unknown[] {
  return fetchMock.mock.calls
    .filter(([input]) => String(input) === `/api${endpoint.path}`)
    .map(([, init]) => JSON.parse(String(init?.body)));
}

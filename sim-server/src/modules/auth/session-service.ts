import type { Login } from '@casino/contracts/auth/schemas';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import type { FastifyInstance } from 'fastify';
import type { MemberRow } from '../../db/db-types';
import { accountDisabled, businessError } from '../../errors';
import { accountOf, awaitTurn, type CredentialGuard } from '../../security/credential-guard';
import { verifyPassword } from '../../security/password';
import { assertNotBlocked } from '../protection/blocks-service';
import { carryPlayStart } from '../protection/play-session-service';
import {
  findMemberById,
  findMemberByUsernameOrEmail,
  findSessionMemberId,
  replaceSession,
  revokeReplacedSessions,
  revokeSessionByTokenHash,
} from './auth-repository';
import type { NewSession } from './registration-service';
import { hashToken, openSession } from './session-tokens';

const MINUTE_MS = 60 * 1000;

/**
 * Compared against when the username is unknown, so a miss costs the same scrypt time as a
 * wrong password and timing does not tell which usernames exist. Written out, as
 * `hashPassword('decoy password', 'decoy-salt-for-timing')` gives it (written-hashes.test.ts):
 * computed at load, it cost every process and web test file 40 ms.
 */
export const DECOY_PASSWORD_HASH = 'scrypt$decoy-salt-for-timing$kqh5h-pAs_T-5PHnHKr6c6kQvi4XxDk25_-B2-LBIS8';

const badCredentials = () =>
  businessError(ApiErrorCode.BAD_CREDENTIALS, 'The username or password is incorrect');

function rateLimited(lockEnd: number, now: number) {
  const minutes = Math.max(1, Math.ceil((lockEnd - now) / MINUTE_MS));
  return businessError(
    ApiErrorCode.RATE_LIMITED,
    `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'} ` +
      `(after ${new Date(lockEnd).toISOString()}).`,
  );
}

/**
 * Signs in by username or e-mail. Unknown user and wrong password answer the same; a
 * disabled account is named only after a right password (no probing which accounts exist).
 * Members who have not activated yet may sign in: the sign-up flow signs them in at once.
 */
export async function logIn(
  app: FastifyInstance,
  guard: CredentialGuard,
  login: Login,
  clientAddress: string,
): Promise<NewSession> {
  // Limited per account and slowed per address (security/credential-guard.ts, decision 069):
  // a slowed address waits its turn first, in real time; the rest is simulator time.
  await awaitTurn(guard, clientAddress, app.clock.now());
  const now = app.clock.now();
  const member = findMemberByUsernameOrEmail(app.db, login.username.trim());
  // The member, by name or e-mail alike: one set of guesses per account.
  const account = accountOf(member, login.username);
  const lockEnd = guard.lockedUntil(account, now);
  if (lockEnd !== null) throw rateLimited(lockEnd, now);

  const passwordMatches = verifyPassword(login.password, member?.passwordHash ?? DECOY_PASSWORD_HASH);
  if (!member || !passwordMatches) {
    // The failure that reaches the limit still answers BAD_CREDENTIALS; the next try is refused.
    guard.recordFailure(account, clientAddress, now);
    throw badCredentials();
  }
  guard.recordSuccess(account);
  if (!member.enabled) throw accountDisabled();
  // A break or self-exclusion refuses sign-in until it ends (named only after a right password).
  assertNotBlocked(app.db, member.id, now);
  return { member, token: openSession(app.db, member.id, now) };
}

/**
 * Revokes the token, and with it every replaced token of the member still in its grace period
 * (the one this token was refreshed from among them): a signed-out session is refused at once.
 */
export function logOut(app: FastifyInstance, token: string | null) {
  if (!token) return;
  const tokenHash = hashToken(token);
  app.db.transaction((tx) => {
    const memberId = findSessionMemberId(tx, tokenHash);
    revokeSessionByTokenHash(tx, tokenHash);
    if (memberId !== null) revokeReplacedSessions(tx, memberId);
  });
}

/**
 * A new token for the caller. The old one is not revoked but kept for a grace period
 * (`SIM_TOKEN_GRACE_SECONDS`, 30 s of simulator time by default), as token-rotation backends
 * do: a call the app sent with it just before the refresh answered still works. A sign-out still
 * ends it at once (see `logOut`); a disabled member gets no new token (see `tokenRefresh`).
 */
export function refreshSession(app: FastifyInstance, member: MemberRow, oldToken: string): NewSession {
  const now = app.clock.now();
  const graceMs = app.env.SIM_TOKEN_GRACE_SECONDS * 1000;
  return app.db.transaction((tx) => {
    assertNotBlocked(tx, member.id, now);
    if (graceMs > 0) replaceSession(tx, hashToken(oldToken), now, now + graceMs);
    else revokeSessionByTokenHash(tx, hashToken(oldToken));
    const fresh = findMemberById(tx, member.id) ?? member;
    const token = openSession(tx, member.id, now);
    // The same sign-in goes on: the reality check's play session keeps its start.
    carryPlayStart(tx, oldToken, token);
    return { member: fresh, token };
  });
}

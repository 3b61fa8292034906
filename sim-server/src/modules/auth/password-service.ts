import { PasswordProblem, passwordProblem } from '@casino/contracts/auth/password-policy';
import type { LanguageValue } from '@casino/contracts/core/enums';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import type { FastifyInstance } from 'fastify';
import type { MemberRow } from '../../db/db-types';
import { businessError } from '../../errors';
import { hashPassword } from '../../security/password';
import { sendPasswordResetMail } from './account-mails';
import {
  findMemberById,
  findMemberByUsernameOrEmail,
  revokeMemberSessions,
  updateMember,
} from './auth-repository';
import { consumeOneTimeCode } from './one-time-codes';
import { hashToken } from './session-tokens';

/**
 * Forgot password: mails a reset link when the account exists. Unknown accounts get the same
 * success answer and no mail, so the call does not tell which accounts exist.
 */
export function requestPasswordReset(
  app: FastifyInstance,
  usernameOrEmail: string,
  language: LanguageValue = 'en',
) {
  app.db.transaction((tx) => {
    const member = findMemberByUsernameOrEmail(tx, usernameOrEmail.trim());
    if (member) sendPasswordResetMail(app, tx, member, language);
  });
}

/**
 * The policy's account rule (the schema checks length and repetition): a new password may not
 * be the member's username or e-mail.
 */
function assertNotTheAccount(member: Pick<MemberRow, 'username' | 'email'>, password: string) {
  if (passwordProblem(password, member) === PasswordProblem.SAME_AS_ACCOUNT) {
    throw businessError(ApiErrorCode.WEAK_PASSWORD, 'The password must not be your username or e-mail.');
  }
}

/** Sets the new password with a mailed code: the code works once; every session is revoked. */
export function resetPasswordWithCode(app: FastifyInstance, code: string, password: string) {
  const now = app.clock.now();
  const passwordHash = hashPassword(password);
  app.db.transaction((tx) => {
    const memberId = consumeOneTimeCode(tx, code, 'password_reset', now);
    if (memberId === null) {
      throw businessError(
        ApiErrorCode.BAD_RESET_CODE,
        'This reset link is invalid, used or expired. Please ask for a new one.',
      );
    }
    // Thrown inside the transaction: the code is not used up by a refused password.
    const member = findMemberById(tx, memberId);
    if (member) assertNotTheAccount(member, password);
    updateMember(tx, memberId, { passwordHash });
    revokeMemberSessions(tx, memberId);
  });
}

/**
 * Changes the caller's password. The session that asked stays signed in; the member's other
 * sessions (other devices) are revoked.
 */
export function changePassword(app: FastifyInstance, member: MemberRow, token: string, password: string) {
  assertNotTheAccount(member, password);
  const passwordHash = hashPassword(password);
  app.db.transaction((tx) => {
    updateMember(tx, member.id, { passwordHash });
    revokeMemberSessions(tx, member.id, hashToken(token));
  });
}

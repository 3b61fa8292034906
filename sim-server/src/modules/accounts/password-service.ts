import { ApiErrorCode } from '@casino/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import { businessError } from '../../errors';
import { hashToken, type MemberRow } from '../../plugins/auth';
import { hashPassword } from '../../security/password';
import { sendPasswordResetMail } from './account-mails';
import { findMemberByUsernameOrEmail, revokeMemberSessions, updateMember } from './accounts-repository';
import { consumeOneTimeCode } from './one-time-codes';

/**
 * Forgot password: mails a reset link when the account exists. Unknown accounts get the same
 * success answer and no mail, so the call does not tell which accounts exist.
 */
export function requestPasswordReset(app: FastifyInstance, usernameOrEmail: string) {
  app.db.transaction((tx) => {
    const member = findMemberByUsernameOrEmail(tx, usernameOrEmail.trim());
    if (member) sendPasswordResetMail(app, tx, member);
  });
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
    updateMember(tx, memberId, { passwordHash });
    revokeMemberSessions(tx, memberId);
  });
}

/**
 * Changes the caller's password. The session that asked stays signed in; the member's other
 * sessions (other devices) are revoked.
 */
export function changePassword(app: FastifyInstance, member: MemberRow, token: string, password: string) {
  const passwordHash = hashPassword(password);
  app.db.transaction((tx) => {
    updateMember(tx, member.id, { passwordHash });
    revokeMemberSessions(tx, member.id, hashToken(token));
  });
}

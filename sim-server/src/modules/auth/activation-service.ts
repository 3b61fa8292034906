import type { LanguageValue } from '@casino/contracts/enums';
import { ApiErrorCode } from '@casino/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import { businessError } from '../../errors';
import { sendActivationMail } from './account-mails';
import { findMemberById, updateMember } from './auth-repository';
import { consumeOneTimeCode } from './one-time-codes';

/** Activates the member of a mailed activation code (used once). */
export function activateWithCode(app: FastifyInstance, code: string) {
  const now = app.clock.now();
  app.db.transaction((tx) => {
    const memberId = consumeOneTimeCode(tx, code, 'activation', now);
    if (memberId === null) {
      throw businessError(
        ApiErrorCode.BAD_ACTIVATION_CODE,
        'This activation link is invalid, used or expired. Please ask for a new one.',
      );
    }
    updateMember(tx, memberId, { activated: true });
  });
}

/**
 * Sends the activation mail again (the earlier link stops working). The call is public and
 * takes a member id, so an unknown id answers success with no mail, as forgot-password does;
 * an account that is activated already is told so.
 */
export function resendActivation(app: FastifyInstance, memberId: number, language: LanguageValue = 'en') {
  app.db.transaction((tx) => {
    const member = findMemberById(tx, memberId);
    if (!member) return;
    if (member.activated) {
      throw businessError(ApiErrorCode.BUSINESS_RULE, 'This account is activated already. Please sign in.');
    }
    sendActivationMail(app, tx, member, language);
  });
}

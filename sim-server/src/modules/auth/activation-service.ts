import type { LanguageValue } from '@casino/contracts/core/enums';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import type { FastifyInstance } from 'fastify';
import { businessError } from '../../errors';
import { sendActivationMail } from './account-mails';
import { findMemberById, updateMember } from './auth-repository';
import { consumeOneTimeCode, memberOfCode } from './one-time-codes';

const activatedAlready = () =>
  businessError(ApiErrorCode.ACCOUNT_ALREADY_ACTIVATED, 'This account is activated already. Please sign in.');

/**
 * Activates the member of a mailed activation code (used once). A code that no longer works but
 * was issued to an account that is active now (the link opened again after it worked, or an
 * older mail's link after a newer one worked) answers ACCOUNT_ALREADY_ACTIVATED: the player is
 * told the account is ready, not that activation failed.
 */
export function activateWithCode(app: FastifyInstance, code: string) {
  const now = app.clock.now();
  app.db.transaction((tx) => {
    const memberId = consumeOneTimeCode(tx, code, 'activation', now);
    if (memberId === null) {
      const owner = memberOfCode(tx, code, 'activation');
      if (owner !== null && findMemberById(tx, owner)?.activated) throw activatedAlready();
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
    if (member.activated) throw activatedAlready();
    sendActivationMail(app, tx, member, language);
  });
}

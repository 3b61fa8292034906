import type { FastifyInstance } from 'fastify';
import { writeMail } from '../../api/mail-outbox';
import type { SimDb } from '../../db/database';
import type { MemberRow } from '../../plugins/auth';
import { issueOneTimeCode } from './one-time-codes';

/** Paths of the app's pages the mails link to (hash router, app-relative). */
export const ACTIVATION_PAGE = '/#/activation';
export const PASSWORD_RESET_PAGE = '/#/password/reset';

/** Writes the activation mail with a fresh code (earlier activation codes stop working). */
export function sendActivationMail(app: FastifyInstance, db: SimDb, member: MemberRow) {
  const now = app.clock.now();
  const code = issueOneTimeCode(db, member.id, 'activation', now);
  const siteName = app.env.SITE_NAME;
  return writeMail(db, {
    memberId: member.id,
    toAddress: member.email,
    kind: 'activation',
    subject: `Activate your ${siteName} account`,
    recipientName: member.firstName || member.username,
    lines: [
      `Welcome to ${siteName}! Your username is ${member.username}.`,
      'Please confirm your e-mail address by opening this link:',
    ],
    link: `${ACTIVATION_PAGE}?code=${code}`,
    closingLines: ['The link works for 48 hours. If you did not sign up, you can ignore this mail.'],
    siteName,
    now,
  });
}

/** Writes the password-reset mail with a fresh code (earlier reset codes stop working). */
export function sendPasswordResetMail(app: FastifyInstance, db: SimDb, member: MemberRow) {
  const now = app.clock.now();
  const code = issueOneTimeCode(db, member.id, 'password_reset', now);
  const siteName = app.env.SITE_NAME;
  return writeMail(db, {
    memberId: member.id,
    toAddress: member.email,
    kind: 'password_reset',
    subject: `Reset your ${siteName} password`,
    recipientName: member.firstName || member.username,
    lines: [
      `We received a request to reset the password of ${member.username}.`,
      'Choose a new password by opening this link:',
    ],
    link: `${PASSWORD_RESET_PAGE}?code=${code}`,
    closingLines: [
      'The link works once, for one hour. If you did not ask for it, ignore this mail: your password stays as it is.',
    ],
    siteName,
    now,
  });
}

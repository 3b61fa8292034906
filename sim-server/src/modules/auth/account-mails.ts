import type { LanguageValue } from '@casino/contracts/enums';
import type { FastifyInstance } from 'fastify';
import { writeMail } from '../../api/mail-outbox';
import type { SimDb } from '../../db/database';
import { serverText } from '../../i18n/translate';
import type { MemberRow } from '../../plugins/auth';
import { issueOneTimeCode } from './one-time-codes';

/** Paths of the app's pages the mails link to (hash router, app-relative). */
export const ACTIVATION_PAGE = '/#/activation';
export const PASSWORD_RESET_PAGE = '/#/password/reset';

/**
 * A mail is read outside the site, so its link is absolute: the configured SITE_URL, else
 * https on SITE_DOMAIN (issue 15: host-less links went nowhere from a mail program).
 */
export function siteLink(env: { SITE_URL: string; SITE_DOMAIN: string }, page: string): string {
  const origin = (env.SITE_URL || `https://${env.SITE_DOMAIN}`).replace(/\/+$/, '');
  return `${origin}${page}`;
}

/** Writes the activation mail with a fresh code (earlier activation codes stop working). */
export function sendActivationMail(
  app: FastifyInstance,
  db: SimDb,
  member: MemberRow,
  language: LanguageValue = 'en',
) {
  const now = app.clock.now();
  const code = issueOneTimeCode(db, member.id, 'activation', now);
  const siteName = app.env.SITE_NAME;
  const text = (key: Parameters<typeof serverText>[0]) =>
    serverText(key, language, { siteName, username: member.username });
  return writeMail(db, {
    memberId: member.id,
    toAddress: member.email,
    kind: 'activation',
    subject: text('mailActivationSubject'),
    recipientName: member.firstName || member.username,
    lines: [text('mailActivationWelcome'), text('mailActivationAsk')],
    link: siteLink(app.env, `${ACTIVATION_PAGE}?code=${code}`),
    closingLines: [text('mailActivationClosing')],
    siteName,
    language,
    now,
  });
}

/** Writes the password-reset mail with a fresh code (earlier reset codes stop working). */
export function sendPasswordResetMail(
  app: FastifyInstance,
  db: SimDb,
  member: MemberRow,
  language: LanguageValue = 'en',
) {
  const now = app.clock.now();
  const code = issueOneTimeCode(db, member.id, 'password_reset', now);
  const siteName = app.env.SITE_NAME;
  const text = (key: Parameters<typeof serverText>[0]) =>
    serverText(key, language, { siteName, username: member.username });
  return writeMail(db, {
    memberId: member.id,
    toAddress: member.email,
    kind: 'password_reset',
    subject: text('mailResetSubject'),
    recipientName: member.firstName || member.username,
    lines: [text('mailResetRequested'), text('mailResetAsk')],
    link: siteLink(app.env, `${PASSWORD_RESET_PAGE}?code=${code}`),
    closingLines: [text('mailResetClosing')],
    siteName,
    language,
    now,
  });
}

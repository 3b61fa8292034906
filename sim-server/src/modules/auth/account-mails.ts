import type { LanguageValue } from '@casino/contracts/core/enums';
import type { FastifyInstance } from 'fastify';
import { writeMail } from '../../api/mail-outbox';
import type { SimDb } from '../../db/database';
import type { MemberRow } from '../../db/db-types';
import { serverText } from '../../i18n/translate';
import { issueOneTimeCode } from './one-time-codes';

/** Paths of the app's pages the mails link to (hash router, app-relative). */
export const ACTIVATION_PAGE = '/#/activation';
export const PASSWORD_RESET_PAGE = '/#/password/reset';

/**
 * A mail is read outside the site, so its link is absolute: the configured SITE_URL, else
 * https on SITE_DOMAIN (host-less links went nowhere from a mail program).
 */
export function siteLink(env: { SITE_URL: string; SITE_DOMAIN: string }, page: string): string {
  const origin = (env.SITE_URL || `https://${env.SITE_DOMAIN}`).replace(/\/+$/, '');
  return `${origin}${page}`;
}

type TextKey = Parameters<typeof serverText>[0];

/** What differs between the code mails, by the code's purpose: the page and the texts. */
const CODE_MAILS = {
  activation: {
    page: ACTIVATION_PAGE,
    subject: 'mailActivationSubject',
    lines: ['mailActivationWelcome', 'mailActivationAsk'],
    closing: 'mailActivationClosing',
  },
  password_reset: {
    page: PASSWORD_RESET_PAGE,
    subject: 'mailResetSubject',
    lines: ['mailResetRequested', 'mailResetAsk'],
    closing: 'mailResetClosing',
  },
} satisfies Record<string, { page: string; subject: TextKey; lines: readonly TextKey[]; closing: TextKey }>;

/**
 * The sender of one code mail: each send writes the mail with a fresh one-time code of its kind
 * (earlier codes of that kind stop working).
 */
function codeMailSender(kind: keyof typeof CODE_MAILS) {
  const mail = CODE_MAILS[kind];
  return (app: FastifyInstance, db: SimDb, member: MemberRow, language: LanguageValue = 'en') => {
    const now = app.clock.now();
    const code = issueOneTimeCode(db, member.id, kind, now);
    const siteName = app.env.SITE_NAME;
    const text = (key: TextKey) => serverText(key, language, { siteName, username: member.username });
    return writeMail(db, {
      memberId: member.id,
      toAddress: member.email,
      kind: kind,
      subject: text(mail.subject),
      recipientName: member.firstName || member.username,
      lines: mail.lines.map(text),
      link: siteLink(app.env, `${mail.page}?code=${code}`),
      closingLines: [text(mail.closing)],
      siteName,
      language,
      now,
    });
  };
}

/** Writes the activation mail with a fresh code (earlier activation codes stop working). */
export const sendActivationMail = codeMailSender('activation');

/** Writes the password-reset mail with a fresh code (earlier reset codes stop working). */
export const sendPasswordResetMail = codeMailSender('password_reset');

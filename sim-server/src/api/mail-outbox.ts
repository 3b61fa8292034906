import type { LanguageValue } from '@casino/contracts/core/enums';
import type { SimDb } from '../db/database';
import { mailOutbox } from '../db/schema/index';
import { serverText } from '../i18n/translate';

export type MailKind = (typeof mailOutbox.$inferInsert)['kind'];

export interface OutgoingMail {
  memberId: number | null;
  toAddress: string;
  kind: MailKind;
  subject: string;
  /** Name used in the greeting ("Hello Alex,"). */
  recipientName: string;
  /** Paragraphs before the link. */
  lines: readonly string[];
  /**
   * Absolute link from the site URL (`https://luckyharbor.example/#/activation?code=...`,
   * `siteLink` in modules/auth/account-mails.ts).
   */
  link: string;
  /** Paragraphs after the link (expiry, "ignore this mail if..."). */
  closingLines?: readonly string[];
  siteName: string;
  /** The language the whole mail is written in, greeting and signature included (default en). */
  language?: LanguageValue;
  now: number;
}

/** Plain-text body as a person would receive it: greeting, text, link, closing, signature. */
export function composeMailBody(mail: OutgoingMail): string {
  const language = mail.language ?? 'en';
  const name = mail.recipientName.trim();
  const greeting =
    name === ''
      ? serverText('mailGreetingAnonymous', language)
      : serverText('mailGreeting', language, { name });
  const signature = serverText('mailSignature', language, { siteName: mail.siteName });
  return [greeting, ...mail.lines, mail.link, ...(mail.closingLines ?? []), signature].join('\n\n');
}

/** Nothing is sent: the mail is written to `mail_outbox`, where QA and tests read it. */
export function writeMail(db: SimDb, mail: OutgoingMail) {
  return db
    .insert(mailOutbox)
    .values({
      memberId: mail.memberId,
      toAddress: mail.toAddress,
      kind: mail.kind,
      subject: mail.subject,
      body: composeMailBody(mail),
      link: mail.link,
      createTime: mail.now,
    })
    .returning()
    .get();
}

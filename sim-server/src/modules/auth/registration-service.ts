import { randomBytes, randomInt } from 'node:crypto';
import type { Registration, SocialRegistration } from '@casino/contracts/auth/schemas';
import type { LanguageValue } from '@casino/contracts/core/enums';
import type { FastifyInstance } from 'fastify';
import type { SimDb } from '../../db/database';
import type { MemberRow } from '../../db/db-types';
import { accountDisabled } from '../../errors';
import { hashPassword } from '../../security/password';
import { assertNotBlocked } from '../protection/blocks-service';
import { sendActivationMail } from './account-mails';
import {
  findMemberByEmail,
  findMemberByInvitationCode,
  findMemberByUsername,
  incrementChildCount,
  insertMember,
  invitationCodeExists,
} from './auth-repository';
import { checkCaptchaTicket } from './captcha-service';
import { assertPresentFieldsAcceptable, assertTermsAgreed } from './registration-rules';
import { openSession } from './session-tokens';

/** The currency of members whose sign-up form did not ask (the single-form variant). */
export const DEFAULT_CURRENCY = 'USD';

const INVITATION_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const INVITATION_CODE_LENGTH = 8;

export function newInvitationCode(db: SimDb): string {
  for (;;) {
    const code = Array.from(
      { length: INVITATION_CODE_LENGTH },
      () => INVITATION_ALPHABET[randomInt(INVITATION_ALPHABET.length)],
    ).join('');
    if (!invitationCodeExists(db, code)) return code;
  }
}

export interface NewSession {
  member: MemberRow;
  token: string;
}

/**
 * Creates the member and signs them in. Order of checks: captcha (only when a ticket is
 * sent: the sign-up screens show none; any attempt uses the challenge up, even one refused
 * later for another reason), terms, then the fields as the form orders them.
 * The inviter's code (`invitorCode`, or `recommendCode` when only that is sent) links the new
 * member to the inviter and counts them; an unknown code is ignored, because the client keeps
 * the code from an old invite link in storage and a stale one must not block a sign-up.
 */
/** The activation mail is written in `language`, the language the player signed up in. */
export function registerMember(
  app: FastifyInstance,
  entity: Registration,
  language: LanguageValue = 'en',
): NewSession {
  const now = app.clock.now();
  // Outside the transaction: a refused sign-up must still use the challenge up.
  if (entity.ticket !== undefined && entity.ticket !== '') checkCaptchaTicket(app.db, entity.ticket, now);
  return app.db.transaction((tx) => {
    assertTermsAgreed(entity.agreed);
    assertPresentFieldsAcceptable(tx, entity, now);
    const inviteCode = entity.invitorCode || entity.recommendCode;
    const inviter = inviteCode ? findMemberByInvitationCode(tx, inviteCode) : null;
    const member = insertMember(tx, {
      username: entity.username,
      email: entity.email,
      passwordHash: hashPassword(entity.password),
      activated: false,
      firstName: entity.firstName,
      lastName: entity.lastName,
      gender: entity.gender ?? null,
      birthday: entity.birthday ?? null,
      mobilePrefix: entity.mobilePrefix,
      mobile: entity.mobile,
      countryCode: entity.countryCode,
      stateCode: entity.stateCode,
      city: entity.city,
      postalCode: entity.postalCode,
      address: entity.address,
      currency: entity.currency ?? DEFAULT_CURRENCY,
      receiveExclusive: entity.receiveExclusive ?? true,
      invitationCode: newInvitationCode(tx),
      invitorId: inviter?.id ?? null,
      createTime: now,
    });
    if (inviter) incrementChildCount(tx, inviter.id);
    sendActivationMail(app, tx, member, language);
    return { member, token: openSession(tx, member.id, now) };
  });
}

/** A free username from the e-mail's local part: `jane.doe`, else `jane.doe2`, `jane.doe3`... */
export function usernameFromEmail(db: SimDb, email: string): string {
  const local = email.split('@')[0] ?? '';
  const base = local.replace(/[^A-Za-z0-9._-]/g, '').slice(0, 48) || 'player';
  for (let suffix = 1; ; suffix++) {
    const candidate = suffix === 1 ? base : `${base}${suffix}`;
    if (!findMemberByUsername(db, candidate)) return candidate;
  }
}

/**
 * Social sign-up: signs in the member with that e-mail, or creates one. The contract carries
 * no proof from the social network (no token), so in the simulator knowing an e-mail is
 * enough to sign in through this call; a real backend must verify the network's token.
 * New social members are activated (the network vouches for the address) and get an
 * unusable random password; they can set one through "forgot password".
 */
export function signInWithSocialAccount(app: FastifyInstance, entity: SocialRegistration): NewSession {
  const now = app.clock.now();
  return app.db.transaction((tx) => {
    const existing = findMemberByEmail(tx, entity.email);
    if (existing) {
      if (!existing.enabled) throw accountDisabled();
      assertNotBlocked(tx, existing.id, now);
      return { member: existing, token: openSession(tx, existing.id, now) };
    }
    const member = insertMember(tx, {
      username: usernameFromEmail(tx, entity.email),
      email: entity.email,
      passwordHash: hashPassword(randomBytes(24).toString('base64url')),
      activated: true,
      firstName: entity.firstName,
      lastName: entity.lastName,
      currency: DEFAULT_CURRENCY,
      invitationCode: newInvitationCode(tx),
      createTime: now,
    });
    return { member, token: openSession(tx, member.id, now) };
  });
}

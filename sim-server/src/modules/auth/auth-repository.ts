import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { SimDb } from '../../db/database';
import type { MemberRow } from '../../db/db-types';
import { countries, currencies, members, sessions, states } from '../../db/schema/index';

export type NewMember = typeof members.$inferInsert;

/** Case-insensitive, as the unique indexes on lower(username) and lower(email) are. */
export function findMemberByUsername(db: SimDb, username: string): MemberRow | null {
  return db.select().from(members).where(sql`lower(${members.username}) = lower(${username})`).get() ?? null;
}

export function findMemberByEmail(db: SimDb, email: string): MemberRow | null {
  return db.select().from(members).where(sql`lower(${members.email}) = lower(${email})`).get() ?? null;
}

/** Login and forgot-password take "username or e-mail": a username never holds '@'. */
export function findMemberByUsernameOrEmail(db: SimDb, usernameOrEmail: string): MemberRow | null {
  return usernameOrEmail.includes('@')
    ? findMemberByEmail(db, usernameOrEmail)
    : findMemberByUsername(db, usernameOrEmail);
}

export function findMemberById(db: SimDb, id: number): MemberRow | null {
  return db.select().from(members).where(eq(members.id, id)).get() ?? null;
}

export function findMemberByInvitationCode(db: SimDb, code: string): MemberRow | null {
  return (
    db.select().from(members).where(sql`upper(${members.invitationCode}) = upper(${code})`).get() ?? null
  );
}

export function invitationCodeExists(db: SimDb, code: string): boolean {
  return (
    db.select({ id: members.id }).from(members).where(eq(members.invitationCode, code)).get() !== undefined
  );
}

export function insertMember(db: SimDb, values: NewMember): MemberRow {
  return db.insert(members).values(values).returning().get();
}

export function updateMember(db: SimDb, id: number, values: Partial<NewMember>) {
  db.update(members).set(values).where(eq(members.id, id)).run();
}

export function incrementChildCount(db: SimDb, inviterId: number) {
  db.update(members)
    .set({ childCount: sql`${members.childCount} + 1` })
    .where(eq(members.id, inviterId))
    .run();
}

export function revokeSessionByTokenHash(db: SimDb, tokenHash: string) {
  db.update(sessions).set({ revoked: true }).where(eq(sessions.tokenHash, tokenHash)).run();
}

/**
 * Marks a session replaced by a refresh: it stays live until `graceEnd` (or its own end, if
 * sooner), then expires like any other.
 */
export function replaceSession(db: SimDb, tokenHash: string, now: number, graceEnd: number) {
  db.update(sessions)
    .set({ replacedTime: now, expireTime: sql`min(${sessions.expireTime}, ${graceEnd})` })
    .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.revoked, false)))
    .run();
}

/** Revokes the member's sessions that a refresh replaced (those still in their grace period). */
export function revokeReplacedSessions(db: SimDb, memberId: number) {
  db.update(sessions)
    .set({ revoked: true })
    .where(
      and(eq(sessions.memberId, memberId), eq(sessions.revoked, false), isNotNull(sessions.replacedTime)),
    )
    .run();
}

/** The member of a session by its token hash (revoked or not), or null. */
export function findSessionMemberId(db: SimDb, tokenHash: string): number | null {
  return (
    db.select({ memberId: sessions.memberId }).from(sessions).where(eq(sessions.tokenHash, tokenHash)).get()
      ?.memberId ?? null
  );
}

/** Revokes every session of the member, except the one with `keepTokenHash` when given. */
export function revokeMemberSessions(db: SimDb, memberId: number, keepTokenHash?: string) {
  const condition = keepTokenHash
    ? and(
        eq(sessions.memberId, memberId),
        eq(sessions.revoked, false),
        sql`${sessions.tokenHash} <> ${keepTokenHash}`,
      )
    : and(eq(sessions.memberId, memberId), eq(sessions.revoked, false));
  db.update(sessions).set({ revoked: true }).where(condition).run();
}

export function findCurrency(db: SimDb, code: string) {
  return db.select().from(currencies).where(eq(currencies.code, code)).get() ?? null;
}

export function findCountry(db: SimDb, isoCode2: string) {
  return db.select().from(countries).where(eq(countries.isoCode2, isoCode2)).get() ?? null;
}

export function findState(db: SimDb, isoCode2: string, code: string) {
  return (
    db
      .select()
      .from(states)
      .where(and(eq(states.isoCode2, isoCode2), eq(states.code, code)))
      .get() ?? null
  );
}

export function countryHasStates(db: SimDb, isoCode2: string): boolean {
  return db.select({ id: states.id }).from(states).where(eq(states.isoCode2, isoCode2)).get() !== undefined;
}

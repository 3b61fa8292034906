import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SimDatabase } from '../db/database';
import { members, sessions } from '../db/schema/index';

export type MemberRow = typeof members.$inferSelect;

/** Sessions last a week of simulator time; refresh moves the end forward. */
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The token as the client sends it: the bare token, or `Bearer <token>` from other tools. */
export function tokenFromRequest(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const token = header.startsWith('Bearer ') ? header.slice(7) : header;
  return token.trim() === '' ? null : token.trim();
}

/** Finds the member behind a live (not revoked, not expired) token, or null. */
export function memberForToken(db: SimDatabase, token: string | null, now: number): MemberRow | null {
  if (!token || token.length > 200) return null;
  const row = db
    .select({ member: members })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        eq(sessions.revoked, false),
        gt(sessions.expireTime, now),
      ),
    )
    .get();
  return row?.member ?? null;
}

/** Opens a session and returns its token; only the token's hash is kept. */
export function openSession(db: SimDatabase, memberId: number, now: number): string {
  const token = randomBytes(32).toString('base64url');
  db.insert(sessions)
    .values({ memberId, tokenHash: hashToken(token), createTime: now, expireTime: now + SESSION_LIFETIME_MS })
    .run();
  return token;
}

import { createHash, randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { dataVersionOf } from '../../db/data-version';
import type { MemberRow, SimDatabase } from '../../db/db-types';
import { members, sessions } from '../../db/schema/index';

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

interface SessionLookup {
  /** Compiled once per database: the member and expiry of a token that was not revoked. */
  query: ReturnType<typeof prepareSessionQuery>;
  /** The database version the remembered lookups were read at. */
  version: number;
  /** token → its session (expiry compared at each use), or null for no live session. */
  found: Map<string, { member: MemberRow; expireTime: number } | null>;
}

/** Tokens remembered per database before the map starts again (a bound, not a tuning knob). */
const REMEMBERED_TOKENS = 1000;
const lookups = new WeakMap<SimDatabase, SessionLookup>();

function prepareSessionQuery(db: SimDatabase) {
  return db
    .select({ member: members, expireTime: sessions.expireTime })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), eq(sessions.revoked, false)))
    .prepare();
}

/**
 * Finds the member behind a live (not revoked, not expired) token, or null. Every member call
 * asks, so the answer is remembered per token until any row of the database changes (a
 * revocation, a sign-in, a balance move: see `dataVersionOf`); expiry is compared with `now`
 * at every call, so a session ends exactly when its time is up, also on a moved clock.
 */
export function memberForToken(db: SimDatabase, token: string | null, now: number): MemberRow | null {
  if (!token || token.length > 200) return null;
  // drizzle() sets `$client`; a transaction passed in its place has none and is not remembered.
  const client = (db as { $client?: Database.Database }).$client;
  if (!client) return liveSession(prepareSessionQuery(db).get({ tokenHash: hashToken(token) }), now);
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = { query: prepareSessionQuery(db), version: -1, found: new Map() };
    lookups.set(db, lookup);
  }
  const version = dataVersionOf(client);
  if (version !== lookup.version || lookup.found.size >= REMEMBERED_TOKENS) {
    lookup.version = version;
    lookup.found.clear();
  }
  let session = lookup.found.get(token);
  if (session === undefined) {
    session = lookup.query.get({ tokenHash: hashToken(token) }) ?? null;
    lookup.found.set(token, session);
  }
  return liveSession(session, now);
}

/** The member of a session still live at `now`: a copy, so a handler changing it changes nothing kept. */
function liveSession(session: { member: MemberRow; expireTime: number } | null | undefined, now: number) {
  return session && session.expireTime > now ? { ...session.member } : null;
}

/**
 * Opens a session and returns its token; only the token's hash is kept. Proxy mode passes the
 * token the operator's backend issued, so a `simulate` path knows the same member (decision 021).
 */
export function openSession(
  db: SimDatabase,
  memberId: number,
  now: number,
  token: string = randomBytes(32).toString('base64url'),
): string {
  db.insert(sessions)
    .values({ memberId, tokenHash: hashToken(token), createTime: now, expireTime: now + SESSION_LIFETIME_MS })
    .run();
  return token;
}

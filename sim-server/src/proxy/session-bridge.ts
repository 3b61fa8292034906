import { endpoints } from '@casino/contracts/registry';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { members } from '../db/schema/index';
import { memberForToken, openSession, tokenFromRequest } from '../modules/auth/session-tokens';

/** Tokens whose upstream member is remembered (a bound on memory, not a tuning knob). */
const REMEMBERED_TOKENS = 1000;

/**
 * The member the operator's backend has behind a token, by username, asked once per token
 * (`tokenInfo`); null when the backend does not know the token or does not answer.
 */
export function upstreamUsernames(upstream: string, timeoutMs: number) {
  const known = new Map<string, Promise<string | null>>();
  const ask = async (token: string): Promise<string | null> => {
    try {
      const response = await fetch(`${upstream}/api${endpoints.tokenInfo.path}`, {
        method: 'POST',
        headers: { Authorization: token, 'Content-Type': 'application/x-www-form-urlencoded' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      const envelope = (await response.json()) as { error?: unknown; data?: { username?: unknown } | null };
      return envelope.error === 0 && typeof envelope.data?.username === 'string'
        ? envelope.data.username
        : null;
    } catch {
      return null;
    }
  };
  return (token: string): Promise<string | null> => {
    let found = known.get(token);
    if (!found) {
      if (known.size >= REMEMBERED_TOKENS) known.clear();
      found = ask(token);
      known.set(token, found);
    }
    return found;
  };
}

/**
 * A `simulate` path in proxy mode: the app's token was issued by the backend, which this
 * simulator's database has never seen. When the backend's member also exists here (same
 * username), the token is opened as a session of that member, so the simulated call answers
 * as for them instead of "not signed in". Otherwise nothing changes.
 */
export async function adoptUpstreamSession(
  app: FastifyInstance,
  request: FastifyRequest,
  usernameOf: (token: string) => Promise<string | null>,
): Promise<void> {
  const token = tokenFromRequest(request);
  if (!token || token.length > 200 || memberForToken(app.db, token, app.clock.now())) return;
  const username = await usernameOf(token);
  if (!username) return;
  const member = app.db
    .select({ id: members.id })
    .from(members)
    .where(eq(sql`lower(${members.username})`, username.toLowerCase()))
    .get();
  // A second call may have opened it while the backend was asked.
  if (member && !memberForToken(app.db, token, app.clock.now()))
    openSession(app.db, member.id, app.clock.now(), token);
}

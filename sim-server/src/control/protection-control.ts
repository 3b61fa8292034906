import type { FastifyInstance } from 'fastify';
import { deleteMemberProtection } from '../modules/protection/protection-repository';
import { requireMember } from './member-control';

/**
 * Player protection for QA: a test account that took a break, self-excluded or set limits can
 * be used again. Nothing in /api can do this (a self-exclusion is never lifted early).
 */
export function clearProtection(app: FastifyInstance, idOrUsername: string) {
  const member = requireMember(app.db, idOrUsername);
  app.db.transaction((tx) => deleteMemberProtection(tx, member.id));
  return { username: member.username, cleared: true as const };
}

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { deleteMemberProtection } from '../modules/protection/protection-repository';
import { ok, parseInput } from './control-http';
import { requireMember } from './member-control';

const memberParams = z.strictObject({ idOrUsername: z.string().min(1).max(64) });

/**
 * Player protection for QA: a test account that took a break, self-excluded or set limits can
 * be used again. Nothing in /api can do this (a self-exclusion is never lifted early).
 */
export function registerProtectionControlRoutes(app: FastifyInstance) {
  app.post('/members/:idOrUsername/protection/clear', async (request) => {
    const { idOrUsername } = parseInput(memberParams, request.params);
    const member = requireMember(app.db, idOrUsername);
    app.db.transaction((tx) => deleteMemberProtection(tx, member.id));
    return ok({ username: member.username, cleared: true });
  });
}

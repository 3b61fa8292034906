import type { FastifyInstance } from 'fastify';
import { members } from '../../db/schema/index';
import { openSession } from '../auth/session-tokens';

type MemberOverrides = Partial<typeof members.$inferInsert>;

let memberSerial = 0;

/**
 * Test support: a fresh member (independent of the account fixtures) with a live session.
 * Tests of the member-scoped calls sign in with the returned token.
 */
export function signInNewMember(app: FastifyInstance, overrides: MemberOverrides = {}) {
  memberSerial += 1;
  const username = `tester${memberSerial}`;
  const row = app.db
    .insert(members)
    .values({
      username,
      email: `${username}@test.example`,
      passwordHash: 'not-a-real-hash',
      invitationCode: `TEST${memberSerial}`,
      createTime: app.clock.now(),
      ...overrides,
    })
    .returning()
    .get();
  const token = openSession(app.db, row.id, app.clock.now());
  return { member: row, token };
}

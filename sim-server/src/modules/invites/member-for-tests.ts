import type { FastifyInstance } from 'fastify';
import { members } from '../../db/schema/index';
import { ownWorld } from '../../plugins/world-parts';
import { openSession } from '../auth/session-tokens';

type MemberOverrides = Partial<typeof members.$inferInsert>;

let memberSerial = 0;

/**
 * Test support: a fresh member (independent of the account fixtures) with a live session, in the
 * app's own world. Tests of the member-scoped calls sign in with the returned token.
 */
export function signInNewMember(app: FastifyInstance, overrides: MemberOverrides = {}) {
  memberSerial += 1;
  const username = `tester${memberSerial}`;
  const { db, clock } = ownWorld(app);
  const row = db
    .insert(members)
    .values({
      username,
      email: `${username}@test.example`,
      passwordHash: 'not-a-real-hash',
      invitationCode: `TEST${memberSerial}`,
      createTime: clock.now(),
      ...overrides,
    })
    .returning()
    .get();
  const token = openSession(db, row.id, clock.now());
  return { member: row, token };
}

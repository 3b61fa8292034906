import type { FastifyInstance } from 'fastify';
import { members } from '../../db/schema/index';
import { ownWorld } from '../../plugins/world-parts';
import { openSession } from '../auth/session-tokens';

export interface TestMemberShape {
  credited: boolean;
  childCount: number;
}

let counter = 0;

/**
 * Puts a member straight into the database and signs it in. The content tests need members
 * of a given kind (credited or not, with invitees or not), not the sign-up flow.
 */
export function signedInMember(app: FastifyInstance, shape: TestMemberShape): string {
  counter += 1;
  const now = ownWorld(app).clock.now();
  const row = ownWorld(app)
    .db.insert(members)
    .values({
      username: `contentprobe${counter}`,
      email: `contentprobe${counter}@example.test`,
      passwordHash: 'not-a-real-hash',
      activated: true,
      credited: shape.credited,
      childCount: shape.childCount,
      invitationCode: `CPROBE${counter}`,
      createTime: now,
    })
    .returning({ id: members.id })
    .get();
  return openSession(ownWorld(app).db, row.id, now);
}

import { createHash } from 'node:crypto';
import { SEED_VERSION, seedMembers } from '@casino/fixtures';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../security/password';
import type { SimDatabase } from './database';
import { members, meta } from './schema';

const SEED_KEY = 'seedVersion';

/**
 * Seeds a fresh database from `@casino/fixtures`, in one transaction. Deterministic (same
 * rows, same ids, same hashes every time) and idempotent: a database that carries the seed
 * mark is left as it is, so a restart keeps what members did.
 */
export function seedDatabase(db: SimDatabase, now: number): { seeded: boolean } {
  return db.transaction((tx) => {
    const mark = tx.select().from(meta).where(eq(meta.key, SEED_KEY)).get();
    if (mark) return { seeded: false };
    for (const member of seedMembers) {
      // A salt derived from the username keeps seeded hashes identical across machines.
      const salt = createHash('sha256').update(`seed:${member.username}`).digest('base64url').slice(0, 22);
      tx.insert(members)
        .values({
          username: member.username,
          email: member.email,
          passwordHash: hashPassword(member.password, salt),
          activated: member.activated,
          credited: member.credited,
          firstName: member.firstName,
          lastName: member.lastName,
          gender: member.gender,
          birthday: member.birthday,
          mobilePrefix: member.mobilePrefix,
          mobile: member.mobile,
          countryCode: member.countryCode,
          stateCode: member.stateCode,
          city: member.city,
          postalCode: member.postalCode,
          address: member.address,
          currency: member.currency,
          invitationCode: member.invitationCode,
          cashBalance: Math.round(member.cashBalance * 100),
          vipPoints: member.vipPoints,
          vipLifeTimePoints: member.vipPoints,
          vipLevel: member.vipLevel,
          createTime: now,
        })
        .run();
    }
    tx.insert(meta)
      .values({ key: SEED_KEY, value: String(SEED_VERSION) })
      .run();
    return { seeded: true };
  });
}

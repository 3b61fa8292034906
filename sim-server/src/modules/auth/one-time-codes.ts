import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { SimDb } from '../../db/database';
import { oneTimeCodes } from '../../db/schema/index';
import { hashToken } from './session-tokens';

export type CodePurpose = (typeof oneTimeCodes.$inferInsert)['purpose'];

const HOUR_MS = 60 * 60 * 1000;

/** Activation links last two days; reset links one hour (a reset link is a key to the account). */
export const CODE_LIFETIME_MS: Record<CodePurpose, number> = {
  activation: 48 * HOUR_MS,
  password_reset: HOUR_MS,
};

/**
 * Issues a new code for the member and retires the member's earlier unused codes of the same
 * purpose: only the newest mail's link works, so an old mail lying in an inbox is harmless.
 * Answers the code in clear (for the mail); only its hash is stored.
 */
export function issueOneTimeCode(db: SimDb, memberId: number, purpose: CodePurpose, now: number): string {
  db.update(oneTimeCodes)
    .set({ expireTime: now })
    .where(
      and(
        eq(oneTimeCodes.memberId, memberId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.usedTime),
        gt(oneTimeCodes.expireTime, now),
      ),
    )
    .run();
  const code = randomBytes(24).toString('base64url');
  db.insert(oneTimeCodes)
    .values({
      memberId,
      purpose,
      codeHash: hashToken(code),
      createTime: now,
      expireTime: now + CODE_LIFETIME_MS[purpose],
    })
    .run();
  return code;
}

/**
 * Uses a code once: answers the member id when the code is live (right purpose, unused, not
 * expired) and marks it used, or null. The update's conditions make a second use fail even
 * when two requests race.
 */
export function consumeOneTimeCode(
  db: SimDb,
  code: string,
  purpose: CodePurpose,
  now: number,
): number | null {
  const used = db
    .update(oneTimeCodes)
    .set({ usedTime: now })
    .where(
      and(
        eq(oneTimeCodes.codeHash, hashToken(code)),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.usedTime),
        gt(oneTimeCodes.expireTime, now),
      ),
    )
    .returning({ memberId: oneTimeCodes.memberId })
    .get();
  return used?.memberId ?? null;
}

/**
 * The member a code was issued to, whatever its state (live, used, retired or expired), or null
 * for a code never issued for `purpose`. Reading it changes nothing.
 */
export function memberOfCode(db: SimDb, code: string, purpose: CodePurpose): number | null {
  const row = db
    .select({ memberId: oneTimeCodes.memberId })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.codeHash, hashToken(code)), eq(oneTimeCodes.purpose, purpose)))
    .get();
  return row?.memberId ?? null;
}

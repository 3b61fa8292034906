import { inviteConfigListFields } from '@casino/contracts/invites/endpoints';
import { asc, eq } from 'drizzle-orm';
import { listAll } from '../../api/list-query';
import type { SimDb } from '../../db/database';
import { inviteConfigs, members } from '../../db/schema/index';
import { toMinor } from '../ledger/money';
import { convertFieldFilters } from '../reference/list-payload';

export type InviteConfigRow = typeof inviteConfigs.$inferSelect;

/** Invite tiers by the list words; bonus amounts are asked in major units and stored in minor. */
export function listInviteConfigs(db: SimDb, payload: object) {
  const inMinorUnits = convertFieldFilters(payload, 'bonusAmount', (value) => toMinor(Number(value)));
  return listAll(db, inviteConfigs, inMinorUnits, {
    fields: inviteConfigListFields,
    columns: {
      id: inviteConfigs.id,
      personCount: inviteConfigs.personCount,
      bonusAmount: inviteConfigs.bonusAmount,
    },
    defaultOrder: [asc(inviteConfigs.personCount)],
  });
}

export function findInviteConfig(db: SimDb, id: number): InviteConfigRow | null {
  return db.select().from(inviteConfigs).where(eq(inviteConfigs.id, id)).get() ?? null;
}

/** What the invite screen needs of a member (fresh from the database, not the token's copy). */
export function findInviteStanding(db: SimDb, memberId: number) {
  return (
    db
      .select({
        id: members.id,
        childCount: members.childCount,
        treasureIndex: members.treasureIndex,
        currency: members.currency,
      })
      .from(members)
      .where(eq(members.id, memberId))
      .get() ?? null
  );
}

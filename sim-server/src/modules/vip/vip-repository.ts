import { vipLevelListFields } from '@casino/contracts/vip/endpoints';
import { and, asc, eq } from 'drizzle-orm';
import { listAll } from '../../api/list-query';
import type { SimDb } from '../../db/database';
import { vipLevels, vipStorePackages } from '../../db/schema/index';

export type VipStorePackageRow = typeof vipStorePackages.$inferSelect;

export function findVipStorePackage(db: SimDb, id: number): VipStorePackageRow | null {
  return (
    db
      .select()
      .from(vipStorePackages)
      .where(and(eq(vipStorePackages.id, id), eq(vipStorePackages.enabled, 1)))
      .get() ?? null
  );
}

export function listVipLevels(db: SimDb, payload: object) {
  return listAll(db, vipLevels, payload, {
    fields: vipLevelListFields,
    columns: { level: vipLevels.level, points: vipLevels.points },
    defaultOrder: [asc(vipLevels.level)],
  });
}

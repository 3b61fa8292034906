import type { DepositMethodVisibilityValue } from '@casino/contracts/deposits/enums';
import { and, asc, eq, inArray, isNotNull, isNull, lte, ne, or } from 'drizzle-orm';
import { z } from 'zod';
import { type ColumnMap, listAll } from '../../api/list-query';
import type { SimDb } from '../../db/database';
import { depositConfigs, depositMethods, depositOrders } from '../../db/schema/index';

export type DepositMethodRow = typeof depositMethods.$inferSelect;
export type DepositConfigRow = typeof depositConfigs.$inferSelect;
export type DepositOrderRow = typeof depositOrders.$inferSelect;
export type NewDepositOrder = typeof depositOrders.$inferInsert;

/** Config row of the currency of its own, else the catch-all '*' row; null when neither exists. */
export function findDepositConfig(db: SimDb, currency: string): DepositConfigRow | null {
  const rows = db
    .select()
    .from(depositConfigs)
    .where(inArray(depositConfigs.currency, [currency, '*']))
    .all();
  return rows.find((row) => row.currency === currency) ?? rows[0] ?? null;
}

/**
 * What the method list may filter and sort on: the contract's fields (enabled, visibility,
 * sortIndex, code). The registry does not export its field map, so it is repeated here.
 */
const depositMethodListFields = {
  enabled: z.number().int(),
  visibility: z.number().int(),
  sortIndex: z.number().int(),
  code: z.string(),
};

const depositMethodColumns: ColumnMap = {
  enabled: depositMethods.enabled,
  visibility: depositMethods.visibility,
  sortIndex: depositMethods.sortIndex,
  code: depositMethods.code,
};

/**
 * Enabled methods the member may see (visibility 0 plus 10 or 20 by the credited flag), with
 * the payload's own filters on top, by sortIndex ascending unless it asks otherwise.
 */
export function listVisibleDepositMethods(
  db: SimDb,
  payload: object,
  visibilities: DepositMethodVisibilityValue[],
): DepositMethodRow[] {
  return listAll(db, depositMethods, payload, {
    fields: depositMethodListFields,
    columns: depositMethodColumns,
    scope: [eq(depositMethods.enabled, 1), inArray(depositMethods.visibility, visibilities)],
    defaultOrder: [asc(depositMethods.sortIndex), asc(depositMethods.id)],
  });
}

/** Every deposit method, enabled or not, by sortIndex (the control plane's rule pickers). */
export function listAllDepositMethods(db: SimDb): DepositMethodRow[] {
  return db
    .select()
    .from(depositMethods)
    .orderBy(asc(depositMethods.sortIndex), asc(depositMethods.id))
    .all();
}

export function findDepositMethod(db: SimDb, code: string): DepositMethodRow | null {
  return db.select().from(depositMethods).where(eq(depositMethods.code, code)).get() ?? null;
}

export function insertDepositOrder(db: SimDb, values: NewDepositOrder): DepositOrderRow {
  return db.insert(depositOrders).values(values).returning().get();
}

export function findDepositOrder(db: SimDb, id: number): DepositOrderRow | null {
  return db.select().from(depositOrders).where(eq(depositOrders.id, id)).get() ?? null;
}

export function findDepositOrderByExternalId(db: SimDb, externalId: string): DepositOrderRow | null {
  return db.select().from(depositOrders).where(eq(depositOrders.externalId, externalId)).get() ?? null;
}

export function updateDepositOrder(db: SimDb, id: number, values: Partial<NewDepositOrder>) {
  db.update(depositOrders).set(values).where(eq(depositOrders.id, id)).run();
}

export const OPEN_ORDER_STATUSES = ['created', 'pending'] as const;

/** Every open order (the schedule reads each one's next time). */
export function openDepositOrders(db: SimDb): DepositOrderRow[] {
  return db
    .select()
    .from(depositOrders)
    .where(inArray(depositOrders.status, [...OPEN_ORDER_STATUSES]))
    .orderBy(asc(depositOrders.id))
    .all();
}

/** Open orders whose planned time has come or that are old enough to expire. */
export function dueDepositOrders(db: SimDb, now: number, createdBefore: number): DepositOrderRow[] {
  return db
    .select()
    .from(depositOrders)
    .where(
      and(
        inArray(depositOrders.status, [...OPEN_ORDER_STATUSES]),
        or(
          and(isNotNull(depositOrders.resolveAt), lte(depositOrders.resolveAt, now)),
          and(
            lte(depositOrders.createTime, createdBefore),
            ne(depositOrders.plannedOutcome, 'never'),
            isNull(depositOrders.resolveAt),
          ),
        ),
      ),
    )
    .all();
}

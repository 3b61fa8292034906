import { asc, eq } from 'drizzle-orm';
import type { SimDb } from '../../db/database';
import { trackingEvents } from '../../db/schema/index';

export interface TrackingEventInput {
  memberId: number | null;
  event: string;
  params: Record<string, unknown>;
  now: number;
}

/** Keeps one event the ad pixel reported (for tests and the QA log to assert). */
export function recordTrackingEvent(db: SimDb, input: TrackingEventInput): number {
  return db
    .insert(trackingEvents)
    .values({
      memberId: input.memberId,
      event: input.event,
      payload: JSON.stringify(input.params),
      createTime: input.now,
    })
    .returning({ id: trackingEvents.id })
    .get().id;
}

/** Reported events, oldest first, optionally of one name. */
export function listTrackingEvents(db: SimDb, event?: string) {
  const rows = db
    .select()
    .from(trackingEvents)
    .where(event ? eq(trackingEvents.event, event) : undefined)
    .orderBy(asc(trackingEvents.id))
    .all();
  return rows.map((row) => ({ ...row, params: JSON.parse(row.payload) as Record<string, unknown> }));
}

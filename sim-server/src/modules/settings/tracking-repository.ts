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

import type { MemberRow } from '../db/db-types';
import { forbidden } from '../errors';

/**
 * Member-scoped calls carry the member's id in the body (the spec's payloads do); the token
 * decides who acts, and an id that is not the caller's is refused, never served.
 */
export function assertOwnMemberId(member: MemberRow, id: number | undefined | null) {
  if (id !== undefined && id !== null && id !== member.id) throw forbidden();
}

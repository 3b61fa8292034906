import { protectionEndpoints } from '@casino/contracts/protection/endpoints';
import type { PlaySession } from '@casino/contracts/protection/schemas';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../api/api-client';

/**
 * The signed-in session's play (player protection): time since sign-in, amount wagered, net result and
 * when the next reality check is due. The reality-check watcher and the game pop-up read it.
 */
export interface PlaySessionSnapshot {
  session: PlaySession;
  /**
   * The server's clock minus ours when the answer arrived: QA moves the simulator's clock, so
   * times are compared with `Date.now() + clockOffsetMs`, never with the local clock alone.
   */
  clockOffsetMs: number;
}

export function toPlaySessionSnapshot(session: PlaySession): PlaySessionSnapshot {
  return { session, clockOffsetMs: Date.parse(session.serverTime) - Date.now() };
}

/** Silent and without the loading overlay: a background read the player did not ask for. */
export async function getPlaySession(signal?: AbortSignal): Promise<PlaySessionSnapshot> {
  const session = await apiClient.call(
    protectionEndpoints.protectionPlaySession,
    {},
    { silent: true, indicator: false, signal },
  );
  return toPlaySessionSnapshot(session);
}

/** Under 'protection', so that a change of the player's protection settings refreshes it too. */
export function getPlaySessionQueryKey(memberId: number) {
  return ['protection', 'playSession', memberId] as const;
}

export function getPlaySessionQueryOptions(memberId: number) {
  return queryOptions({
    queryKey: getPlaySessionQueryKey(memberId),
    queryFn: ({ signal }) => getPlaySession(signal),
    staleTime: 0,
  });
}

/** The server's "now" as the snapshot's clock offset says, in epoch milliseconds. */
export function serverNow(snapshot: PlaySessionSnapshot, localNow = Date.now()): number {
  return localNow + snapshot.clockOffsetMs;
}

import type { SessionUser } from '@casino/contracts/auth/schemas';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { playerMessage } from '../../../shared/api/player-message';
import { paths } from '../../../shared/config/paths';
import { getPlaySessionQueryOptions } from '../../../shared/session/api/get-play-session';
import { useLogout } from '../../../shared/session/api/logout';
import { alertDialog } from '../../../shared/ui/dialog-store';
import { useContinuePlaying } from '../api/continue-playing';
import { MAX_CHECK_WAIT_MS, nextReadDelay } from '../lib/schedule';
import { RealityCheckDialog } from './reality-check-dialog';
import '../reality-check.css';

/** Mounted by the shell: watches the signed-in member's play session; nothing for a visitor. */
export function RealityCheckWatcher({ user }: { user: SessionUser | null | undefined }) {
  if (!user) return null;
  return <RealityCheck key={user.id} memberId={user.id} />;
}

/**
 * Reads the play session on mount, on window focus and again when the next check is due (at
 * most a minute later, on the server's clock); shows the reminder while the server says one
 * is due. Plain timers, so that fake clocks (Vitest, Playwright's page.clock) drive it.
 */
function RealityCheck({ memberId }: { memberId: number }) {
  const navigate = useNavigate();
  const query = useQuery({ ...getPlaySessionQueryOptions(memberId), refetchOnWindowFocus: true });
  const { data: snapshot, dataUpdatedAt, errorUpdatedAt, refetch } = query;

  useEffect(() => {
    // A failed read is tried again a minute later; a known session waits for its next check.
    const delay = snapshot ? nextReadDelay(snapshot) : errorUpdatedAt > 0 ? MAX_CHECK_WAIT_MS : null;
    if (delay === null) return undefined;
    const timer = setTimeout(() => void refetch({ cancelRefetch: false }), delay);
    return () => clearTimeout(timer);
    // dataUpdatedAt: an answer equal to the last one keeps its object but must time a new read.
  }, [snapshot, dataUpdatedAt, errorUpdatedAt, refetch]);

  // React Query's own focus refetch follows the tab's visibility; coming back from another
  // window to a tab that stayed visible fires only 'focus'. A read in flight is not restarted.
  useEffect(() => {
    const onFocus = () => void refetch({ cancelRefetch: false });
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refetch]);

  const continuePlaying = useContinuePlaying(memberId);
  // As the shell's sign-out: home afterwards; a failure is told in an alert (spec 01 section 8).
  const logout = useLogout({
    onSuccess: () => navigate(paths.home),
    onError: async (error) => {
      await alertDialog({ message: playerMessage(error) });
      navigate(paths.home);
    },
  });

  // Only an answer read since mounting counts: a member who signs out and in again must not see
  // the last session's cached reminder while the first read is on its way.
  if (!query.isFetchedAfterMount || !snapshot?.session.checkDue) return null;
  return (
    <RealityCheckDialog
      snapshot={snapshot}
      onContinue={() => continuePlaying.mutate()}
      onLogout={() => logout.mutate()}
      continuing={continuePlaying.isPending}
      loggingOut={logout.isPending}
    />
  );
}

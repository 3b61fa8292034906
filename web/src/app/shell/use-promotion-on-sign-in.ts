import type { SessionUser } from '@casino/contracts/auth/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getCurrentPromotionQueryOptions } from '../../features/content/api/get-current-promotion';
import { openOverlay, overlayStore } from '../../shared/overlays/overlay-store';

const joinSubmittedOpen = () => overlayStore.getSnapshot().some((item) => item.name === 'joinSubmitted');

/**
 * The promotion waits for the "join submitted" pop-up (with the new member id) to be closed,
 * so it never opens over it: the member reads their id first.
 */
function openPromotionAfterJoinSubmitted(): void {
  if (!joinSubmittedOpen()) {
    openOverlay('promotionPopup');
    return;
  }
  const unsubscribe = overlayStore.subscribe(() => {
    if (joinSubmittedOpen()) return;
    unsubscribe();
    openOverlay('promotionPopup');
  });
}

/**
 * Spec 01 section 4: signing in and signing up show the promotion message. Features cannot call
 * each other, so the shell watches the session: when it goes from a loaded visitor (null) to a
 * member, the current promotion is asked for and, if there is one, its popup opens. A page load
 * with a stored token goes from "not loaded" to a member and shows nothing.
 */
export function usePromotionOnSignIn(user: SessionUser | null | undefined): void {
  const queryClient = useQueryClient();
  const previous = useRef<SessionUser | null | undefined>(undefined);
  useEffect(() => {
    const before = previous.current;
    if (user !== undefined) previous.current = user;
    if (before !== null || !user) return;
    queryClient
      .fetchQuery(getCurrentPromotionQueryOptions(user.id))
      .then((promotion) => {
        if (promotion) openPromotionAfterJoinSubmitted();
      })
      .catch(() => {
        // No promotion to show: signing in goes on undisturbed.
      });
  }, [user, queryClient]);
}

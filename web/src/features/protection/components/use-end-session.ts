import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { getSessionUserQueryOptions } from '../../../shared/session/api/get-session-user';
import { tokenStorage } from '../../../shared/storage/app-storage';
import { alertDialog } from '../../../shared/ui/dialog-store';

interface EndNotice {
  title: string;
  message: string;
}

/**
 * After a break or self-exclusion the server has already ended every session: drop the local
 * one as sign-out does (no sign-out call, it would only answer "not signed in"), go home and
 * tell the player until when. The cached user is dropped only once this member-only page has
 * left the screen (navigations are transitions): dropped earlier, the page's guard would see a
 * visitor and send them to /login instead of home.
 */
export function useEndSession() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ended = useRef<EndNotice | null>(null);

  useEffect(
    () => () => {
      const notice = ended.current;
      if (!notice) return;
      queryClient.setQueryData(getSessionUserQueryOptions().queryKey, null);
      queryClient.removeQueries({ queryKey: ['protection'] });
      void alertDialog(notice);
    },
    [queryClient],
  );

  return (notice: EndNotice) => {
    tokenStorage.clear();
    ended.current = notice;
    void navigate(paths.home);
  };
}

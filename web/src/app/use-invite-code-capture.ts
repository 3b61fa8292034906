import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../shared/config/paths';
import { inviteCodeStorage } from '../shared/storage/app-storage';

const homePaths: readonly string[] = [paths.home, paths.index];

/**
 * Invite links are `{host}/#/?code={invitationCode}` (spec 01 section 2): the code is kept for
 * sign-up. Only on home, since provider callbacks may carry a `code` of their own.
 */
export function useInviteCodeCapture(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!homePaths.includes(pathname)) return;
    const code = new URLSearchParams(search).get('code')?.trim();
    if (code) inviteCodeStorage.set(code);
  }, [pathname, search]);
}

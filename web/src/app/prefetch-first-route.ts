import type { QueryClient } from '@tanstack/react-query';
import { getAccessPolicyQueryOptions } from '../features/access/api/get-access-policy';
import { prefetchHome } from '../features/home/api/prefetch-home';
import { isHomePath } from '../shared/config/paths';
import { getSessionUserQueryOptions } from '../shared/session/api/get-session-user';

export { hashPathname } from '../shared/config/paths';

/**
 * The first screen's calls, started before React renders and side by side (for LCP):
 * without this, the access check, then the session, then home's banners, then the banner
 * image went one after the other as each component mounted. Only the cache is warmed: nothing
 * shows before the access gate opens (spec 01 section 2). Resolves when all have answered
 * (failures included: each screen shows its own).
 */
export function prefetchFirstRoute(queryClient: QueryClient, pathname: string): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(getAccessPolicyQueryOptions()),
    queryClient.prefetchQuery(getSessionUserQueryOptions()),
    isHomePath(pathname) ? prefetchHome(queryClient) : null,
  ]);
}

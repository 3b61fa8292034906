import type { QueryClient } from '@tanstack/react-query';
import { getAccessPolicyQueryOptions } from '../features/access/api/get-access-policy';
import { prefetchHome } from '../features/home/api/prefetch-home';
import { getSessionUserQueryOptions } from '../features/session/api/get-session-user';
import { paths } from '../shared/config/paths';

/** The path of a hash-router location (`#/join?x=1` is /join; no hash is home). */
export function hashPathname(hash: string): string {
  const path = hash.replace(/^#/, '') || '/';
  return new URL(path, 'http://app.invalid').pathname;
}

/**
 * The first screen's calls, started before React renders and side by side (issue 9: LCP):
 * without this, the access check, then the session, then home's banners, then the banner
 * image went one after the other as each component mounted. Only the cache is warmed: nothing
 * shows before the access gate opens (spec 01 section 2).
 */
export function prefetchFirstRoute(queryClient: QueryClient, pathname: string): void {
  void queryClient.prefetchQuery(getAccessPolicyQueryOptions());
  void queryClient.prefetchQuery(getSessionUserQueryOptions());
  if (pathname === paths.home || pathname === paths.index) void prefetchHome(queryClient);
}

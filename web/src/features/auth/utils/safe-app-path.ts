/**
 * Only in-app paths (`/article?id=3`) are followed: an external `backurl` or `to` would make a
 * page of ours an open redirect.
 */
export function safeAppPath(path: string | null | undefined): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//')) return null;
  return path;
}

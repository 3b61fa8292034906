import { pathMatcher } from '@casino/contracts/control/scenario';
import type { EndpointDefinition } from '@casino/contracts/core/endpoint';
import { endpoints } from '@casino/contracts/registry';
import { controlRefused } from './control-http';

/** Every `/api` path of the contracts, aliases included, as a request would carry it. */
const API_PATHS = (Object.values(endpoints) as EndpointDefinition[]).flatMap((endpoint) =>
  [endpoint.path, ...(endpoint.aliases ?? [])].map((path) => `/api${path}`),
);

/** Edit distance, for "did you mean": few paths, short strings. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row.push(Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost));
    }
    previous = row;
  }
  return previous[b.length] ?? 0;
}

/** The `/api` paths a fault pattern hits, as `FaultStore.take` tests them (with or without `/api`). */
export function pathsOfFault(pattern: string): string[] {
  const matcher = pathMatcher(pattern);
  return API_PATHS.filter((path) => matcher.test(path) || matcher.test(path.slice(4)));
}

/** The contract paths closest to what a pattern spells (its glob characters left out). */
export function nearestPaths(pattern: string, count = 3): string[] {
  const literal = pattern.replace(/^re:|^\^/, '').replace(/[*?$]/g, '');
  const full = literal.startsWith('/api/') ? literal : `/api${literal.startsWith('/') ? '' : '/'}${literal}`;
  return [...API_PATHS]
    .map((path) => ({ path, score: distance(full, path.slice(0, Math.max(full.length, 1) + 8)) }))
    .sort((a, b) => a.score - b.score || a.path.localeCompare(b.path))
    .slice(0, count)
    .map(({ path }) => path);
}

/**
 * A fault whose pattern hits no `/api` call of the contracts would be stored and never act
 * (`hits: 0` forever), so it is refused as an override with such a path is, naming the
 * nearest calls (`*` is one segment: `/api/sys/deposit/*` is not the card deposit).
 */
export function checkFaultPattern(pattern: string): void {
  if (pathsOfFault(pattern).length > 0) return;
  throw controlRefused(
    `pathPattern: ${pattern} matches no /api call of the contracts (* is one path segment, ** spans ` +
      `slashes). Nearest calls: ${nearestPaths(pattern).join(', ')}`,
  );
}

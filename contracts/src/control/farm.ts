import { z } from 'zod';

/**
 * Worlds spread over a farm of simulator processes behind a router that hashes the world id
 * (decision 058). A world made on replica `r2` is named `r2_<key>`; the router hashes only the
 * key, which the client chose before the world existed and sent in `X-Sim-World` with the
 * creation, so the creation and every later request of the world reach the same replica. A
 * request whose world names another replica reached this one because that replica no longer
 * answers: it is told the world was lost with it, never given a new empty world.
 */

/** Between a replica's name and the world's key: neither may hold it, so the split is certain. */
export const REPLICA_SEPARATOR = '_';

/** A replica's name (SIM_REPLICA): `r1`, or a container's host name (12 hex digits). */
export const replicaNameSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,23}$/, 'Expected 1-24 lowercase letters, digits or dashes, such as r1');

/** The id a client chooses for a new world (the router's hash key): letters, digits, dashes. */
export const newWorldIdSchema = z
  .string()
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/,
    'Expected 1-40 letters, digits or dashes (no "_": it separates a replica name)',
  )
  .refine((id) => id !== 'default', '"default" names the default world');

/** The replica a world id names (`r2_w-1a2b` → `r2`), or null for an id made outside a farm. */
export function replicaOfWorld(id: string): string | null {
  const at = id.indexOf(REPLICA_SEPARATOR);
  if (at <= 0) return null;
  const name = id.slice(0, at);
  return replicaNameSchema.safeParse(name).success ? name : null;
}

/** The id of a world with this key made on this replica (none: outside a farm, the key itself). */
export const worldIdOn = (replica: string | null | undefined, key: string) =>
  replica ? `${replica}${REPLICA_SEPARATOR}${key}` : key;

/**
 * A fork's id: its source's and a fresh suffix after a `.` (`r2_w-1a.3f9c2b`). Routers hash only
 * the key (between the replica's `_` and the first `.`), so a copy lands on the replica that
 * holds its source, the one that makes it.
 */
export function forkIdOf(sourceId: string): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(3));
  return `${sourceId}${FORK_SEPARATOR}${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** Between a world's key and a fork's suffix: no key or replica name holds it. */
export const FORK_SEPARATOR = '.';

/** A fresh world key, `w-` and 16 hex digits (getRandomValues: also on plain-http pages). */
export function randomWorldKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(8));
  return `w-${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

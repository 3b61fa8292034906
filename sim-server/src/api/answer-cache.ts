import type { EndpointDefinition } from '@casino/contracts/core/endpoint';
import { endpoints } from '@casino/contracts/registry';
import type Database from 'better-sqlite3';
import { dataVersionOf } from '../db/data-version';
import { scannedLike } from '../security/secret-scan';

/**
 * Whose answer it is: `public` is the same for every caller; `caller` is kept per member and
 * token, and one for all visitors (no live session). The caller is resolved exactly on every
 * request before the cache is asked, so an expired or revoked token never reaches a kept answer.
 */
export type AnswerScope = 'public' | 'caller';

/**
 * The calls whose serialised answers are kept: the lobby's game lists and the session check
 * that every page load makes. A call may be listed only when its answer is a function of the
 * database, its validated input and its caller, and it writes nothing: no clock, no random
 * numbers, no in-memory state. Anything that reads the time (limits, reality checks, orders)
 * stays out.
 */
export const CACHED_ANSWERS: ReadonlyMap<EndpointDefinition, AnswerScope> = new Map<
  EndpointDefinition,
  AnswerScope
>([
  [endpoints.gameListPage, 'public'],
  // Its "recently played" section is the caller's own.
  [endpoints.gameOverview, 'caller'],
  [endpoints.tokenInfo, 'caller'],
]);

/**
 * A kept answer that can follow later writes without being computed again (the lobby's game
 * list through bets, decision 060): asked after a write, `refresh` answers the answer as of now,
 * or null when it must be computed again. A refreshed answer is not checked against the contract
 * again: it is a checked answer with values of its own fields moved.
 */
export interface KeptPatch {
  /**
   * The answer's bytes now (over an ArrayBuffer of this realm, as `bytesOf` makes them), or null.
   * Moves integers under 10^11 only, so the journal need not scan its answers for secrets again.
   * The bytes may sit on memory that a later answer reuses (reused-bytes.ts): whoever sends them
   * holds them until the response closes (`holdWhileSent`, routes.ts).
   */
  refresh(): Buffer | null;
}

/** Patchable answers kept per world before the map starts again (each holds a parsed page). */
const PATCH_LIMIT = 16;

/** Bytes kept per world before the map starts again: a bound on memory (the lobby page is ~52 KB). */
const CAPACITY_BYTES = 4 * 1024 * 1024;

/**
 * The answer's UTF-8 bytes, over an ArrayBuffer of the realm this module runs in: Fastify sends a
 * payload as bytes only when `payload.buffer instanceof ArrayBuffer` holds in its own realm, and
 * the web tests run the simulator inside jsdom's vm context, where `Buffer.from(text)` would give
 * a Node-realm one (then sent as a JSON object). Kept as bytes, a kept answer is not encoded again
 * on every send: the UTF-8 encoding of the 52 KB lobby page in `writev` was a third of a kept
 * read's CPU (the mixed-load bench, tests/bench/mixed-load.ts).
 */
function bytesOf(text: string): Buffer {
  const bytes = Buffer.from(new ArrayBuffer(Buffer.byteLength(text)));
  bytes.write(text);
  return bytes;
}

/**
 * Serialised envelopes of one world, as JSON bytes, valid while
 * its database is unchanged: any row written anywhere (a bet moves play counts and balances;
 * QA edits; another process on the file), or a move of the simulator clock, drops them all.
 * Coarse on purpose: it needs no list of the tables each call reads, so it cannot go stale
 * when a handler starts reading another one.
 */
export class AnswerCache {
  private version = -1;
  private clockOffset = 0;
  /** Counts the changes seen, so that an answer computed before one is never kept after it. */
  private generation = 0;
  private readonly answers = new Map<string, Buffer>();
  /** Outlive the drop of every kept answer: each decides for itself (`KeptPatch`). */
  private readonly patches = new Map<string, { patch: KeptPatch; bytes: Buffer }>();
  private bytes = 0;

  constructor(
    private readonly sqlite: Database.Database,
    private readonly clockOffsetOf: () => number,
  ) {}

  /** The state answers are computed from now; pass it back to `keep`. */
  stamp(): number {
    const version = dataVersionOf(this.sqlite);
    const offset = this.clockOffsetOf();
    if (version !== this.version || offset !== this.clockOffset) {
      this.version = version;
      this.clockOffset = offset;
      this.generation += 1;
      this.forget();
    }
    return this.generation;
  }

  get(key: string): Buffer | undefined {
    this.stamp();
    return this.answers.get(key) ?? this.refreshed(key);
  }

  /**
   * Keeps an answer computed at `stamp`, unless anything changed since (its own writes included),
   * with the patch `follow` makes for it, if any; answers the bytes kept, to be sent as they are.
   */
  keep(
    key: string,
    stamp: number,
    answer: string,
    follow?: (bytes: Buffer) => KeptPatch | null,
  ): Buffer | null {
    if (this.stamp() !== stamp) return null;
    const bytes = this.hold(key, bytesOf(answer));
    this.patches.delete(key);
    const patch = follow?.(bytes);
    if (!patch) return bytes;
    if (this.patches.size >= PATCH_LIMIT) this.patches.clear();
    this.patches.set(key, { patch, bytes });
    return bytes;
  }

  /** The answer a kept patch gives now, kept as of now; undefined when it must be computed. */
  private refreshed(key: string): Buffer | undefined {
    const kept = this.patches.get(key);
    const bytes = kept?.patch.refresh() ?? null;
    if (!kept || bytes === null) {
      this.patches.delete(key);
      return undefined;
    }
    this.hold(key, bytes);
    if (bytes !== kept.bytes) scannedLike(bytes, kept.bytes);
    kept.bytes = bytes;
    return bytes;
  }

  private hold(key: string, bytes: Buffer): Buffer {
    if (this.bytes + bytes.length > CAPACITY_BYTES) this.forget();
    this.answers.set(key, bytes);
    this.bytes += bytes.length;
    return bytes;
  }

  private forget() {
    this.answers.clear();
    this.bytes = 0;
  }
}

import type { EndpointDefinition } from '@casino/contracts/core/endpoint';
import { endpoints } from '@casino/contracts/registry';
import type Database from 'better-sqlite3';
import { dataVersionOf } from '../db/data-version';

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

/** Bytes kept per world before the map starts again: a bound on memory (the lobby page is ~70 KB). */
const CAPACITY_BYTES = 4 * 1024 * 1024;

/**
 * Serialised envelopes of one world, as JSON text, valid while
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
  // Text, not Buffers: Fastify tells a Buffer by the realm's ArrayBuffer, which differs where the
  // simulator runs inside the web tests' jsdom, and would then send it as a JSON object.
  private readonly answers = new Map<string, string>();
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

  get(key: string): string | undefined {
    this.stamp();
    return this.answers.get(key);
  }

  /** Keeps an answer computed at `stamp`, unless anything changed since (its own writes included). */
  keep(key: string, stamp: number, answer: string): void {
    if (this.stamp() !== stamp) return;
    if (this.bytes + answer.length > CAPACITY_BYTES) this.forget();
    this.answers.set(key, answer);
    this.bytes += answer.length;
  }

  private forget() {
    this.answers.clear();
    this.bytes = 0;
  }
}

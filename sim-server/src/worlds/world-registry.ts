import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { worldIdOn } from '@casino/contracts/control/farm';
import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from '../app';
import { loadScenario } from '../control/scenario-loader';
import { seedOptionsFrom } from '../db/seed';
import { seedTemplateFor } from '../db/seed-template';
import { MAX_WORLDS_LIMIT } from '../env';
import type { WorldState } from '../plugins/world-parts';
import { applyWorldFile, type WorldImage } from './world-snapshot';

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void;

/** An isolated world: its state on the process's one app (plugins/world-parts.ts), and its use. */
export interface World {
  id: string;
  state: WorldState;
  createTime: number;
  lastUsed: number;
  scenario: string | null;
}

/** Builds an app that never listens: the dispatcher hands it requests through Fastify's handler. */
export async function buildWorldApp(
  options: BuildAppOptions,
): Promise<{ app: FastifyInstance; handle: RequestHandler }> {
  let handle: RequestHandler | undefined;
  const app = await buildApp({
    ...options,
    serverFactory: (handler) => {
      handle = handler;
      return createServer(handler);
    },
  });
  await app.ready();
  if (!handle) throw new Error('Fastify did not hand over its request handler');
  return { app, handle };
}

/** A new world starts seeded; a scenario, when named, is loaded on top (an unknown one fails the creation). */
export async function loadWorldScenario(app: FastifyInstance, scenario: string | null): Promise<void> {
  if (scenario) await loadScenario(app, scenario);
}

export interface WorldLimits {
  /** Worlds kept at once (SIM_MAX_WORLDS); at the cap only a world idle past its lease makes room. */
  maxWorlds: number;
  /** A world used within this long (ms) is never closed to make room (SIM_WORLD_LEASE). */
  leaseMs: number;
  /** A world unused this long (ms) is closed (SIM_WORLD_IDLE); 0: never for being idle. */
  idleMs: number;
}

/**
 * Why a world id is no longer served, remembered so a late request is told plainly: `lease`,
 * closed past its lease to make room at the cap; `idle`, closed by SIM_WORLD_IDLE; `closed`, by
 * a DELETE.
 */
export type ClosedReason = 'lease' | 'idle' | 'closed';

/**
 * A new world refused: the simulator holds its cap and every world is within its lease. The
 * dispatcher answers it as HTTP 503 with Retry-After.
 */
export class WorldsFullError extends Error {
  constructor(
    message: string,
    /** Seconds until the soonest lease ends (at least 1). */
    readonly retryAfterSeconds: number,
  ) {
    super(message);
    this.name = 'WorldsFullError';
  }
}

/** A chosen world id already in use, or used by a world since closed (its answers would mislead). */
export class WorldIdTaken extends Error {
  constructor(readonly id: string) {
    super(`World ${id} exists or existed on this simulator: choose another id`);
    this.name = 'WorldIdTaken';
  }
}

/** A world id's random part when the client chose none. */
const randomWorldKey = () => `w-${randomBytes(6).toString('hex')}`;

/** Closed ids remembered (a bound on memory, not a setting). */
const CLOSED_MEMORY = 1000;

/** `7200000` → `2h`, `90000` → `90s`: how the idle time is shown in messages. */
export function describeDuration(ms: number): string {
  for (const [unit, size] of [
    ['d', 86_400_000],
    ['h', 3_600_000],
    ['m', 60_000],
    ['s', 1_000],
  ] as const) {
    if (ms >= size && ms % size === 0) return `${ms / size}${unit}`;
  }
  return `${ms}ms`;
}

/** What a new world starts from: seeded (then a scenario, when named), or an exported file. */
type WorldSource = { scenario: string | null } | { image: WorldImage };

/**
 * Isolated worlds: each is its own in-memory database (a copy of the seed template, then shaped
 * by a scenario), its own clock, rules and caches, chosen per request by header or cookie, all
 * served by the process's one app (decision 059): a world costs its state, not an app. Parallel
 * tests and several testers never see each other's state. A world used within its lease
 * (SIM_WORLD_LEASE, 10m) is kept: at the cap (SIM_MAX_WORLDS, 64 by default) the least recently
 * used world idle past its lease is closed to make room, and when there is none a new world is
 * refused (WorldsFullError) rather than a running test's world closed under it. A world idle for
 * SIM_WORLD_IDLE (2h) is closed too. A request to a closed world is told why.
 */
export class WorldRegistry {
  private readonly worlds = new Map<string, World>();
  private readonly closed = new Map<string, ClosedReason>();
  /**
   * Ids of worlds being made (created, restored): they count against the cap, so concurrent
   * creations cannot pass it, and a second creation with the same chosen id is refused meanwhile.
   */
  private readonly creating = new Set<string>();
  private readonly sweeper: NodeJS.Timeout | null;
  /** The registry made its app (withOwnApp) and closes it with the worlds. */
  private ownsApp = false;
  readonly limits: WorldLimits;
  /** This process's name in a farm (SIM_REPLICA): the ids it makes name it (decision 058). */
  readonly replica: string | null;

  constructor(
    /** The process's app: its own world is the default one; every isolated world is a state on it. */
    readonly app: FastifyInstance,
    /** The app's request handler (Fastify's, taken by buildWorldApp). */
    private readonly handle: RequestHandler,
    limits: Partial<WorldLimits> = {},
    private readonly prepare: (
      app: FastifyInstance,
      scenario: string | null,
    ) => Promise<void> = loadWorldScenario,
    private readonly now: () => number = Date.now,
  ) {
    const { env } = app;
    this.limits = {
      maxWorlds: limits.maxWorlds ?? env.SIM_MAX_WORLDS,
      leaseMs: limits.leaseMs ?? env.SIM_WORLD_LEASE,
      idleMs: limits.idleMs ?? env.SIM_WORLD_IDLE,
    };
    this.replica = env.SIM_REPLICA ?? null;
    // Idle worlds are looked for on a light timer (and at every creation) so their memory goes.
    this.sweeper =
      this.limits.idleMs > 0
        ? setInterval(() => this.closeIdle(), Math.min(60_000, Math.max(1_000, this.limits.idleMs / 4)))
        : null;
    this.sweeper?.unref();
    // The first world would seed the process's template (~200 ms, seed-template.ts): it is
    // seeded now, just after start, so creating a world is copying it.
    setImmediate(() => {
      try {
        seedTemplateFor(seedOptionsFrom(env), Date.now());
      } catch {
        // The first world's creation seeds it and says what failed.
      }
    }).unref();
  }

  /** A registry on an app of its own (in memory, no web app): for tests and tools. */
  static async withOwnApp(
    options: BuildAppOptions = {},
    limits: Partial<WorldLimits> = {},
    prepare?: (app: FastifyInstance, scenario: string | null) => Promise<void>,
    now?: () => number,
  ): Promise<WorldRegistry> {
    const { app, handle } = await buildWorldApp({ dataDir: ':memory:', ...options, serveWeb: false });
    const registry = new WorldRegistry(app, handle, limits, prepare, now);
    registry.ownsApp = true;
    return registry;
  }

  /** Answers a request in the app's own (default) world. */
  serveDefault(request: IncomingMessage, response: ServerResponse): void {
    this.app.worlds.runOwn(() => this.handle(request, response));
  }

  /** Answers a request in `world`. */
  serve(world: World, request: IncomingMessage, response: ServerResponse): void {
    this.app.worlds.run(world.state, () => this.handle(request, response));
  }

  /** Runs `work` in `world` (its `app.db`, `app.clock`... are the world's). */
  run<R>(world: World, work: () => R): R {
    return this.app.worlds.run(world.state, work);
  }

  /**
   * A new seeded world, with the scenario loaded when named. `key`: the id the client chose (named
   * after the replica in a farm); none, a random one. Throws WorldIdTaken, or WorldsFullError at the cap.
   */
  async create(scenario: string | null = null, key?: string): Promise<World> {
    return this.open(worldIdOn(this.replica, key ?? randomWorldKey()), { scenario });
  }

  /**
   * A new world from an export file already checked (world-snapshot.ts): its whole `id` given
   * (a fork's), or its `key` chosen as `create`'s, or a random one. Throws WorldIdTaken, or
   * WorldsFullError at the cap.
   */
  async restore(image: WorldImage, name: { id?: string; key?: string | undefined } = {}): Promise<World> {
    return this.open(name.id ?? worldIdOn(this.replica, name.key ?? randomWorldKey()), { image });
  }

  private async open(id: string, source: WorldSource): Promise<World> {
    if (this.worlds.has(id) || this.creating.has(id) || this.closed.has(id)) throw new WorldIdTaken(id);
    this.reserve(id);
    try {
      const image = 'image' in source ? source.image : null;
      const state = this.app.worlds.open(id, image ? { image: image.database } : {});
      const now = this.now();
      const scenario = image
        ? image.snapshot.world.scenario
        : (source as { scenario: string | null }).scenario;
      const world: World = { id, state, createTime: now, lastUsed: now, scenario };
      try {
        if (image) this.run(world, () => applyWorldFile(this.app, image));
        else await this.run(world, () => this.prepare(this.app, scenario));
      } catch (error) {
        this.app.worlds.close(state);
        throw error;
      }
      this.worlds.set(id, world);
      return world;
    } finally {
      this.creating.delete(id);
    }
  }

  /**
   * Reserves room for one more world (`creating`, released by `open`): idle worlds go first; at
   * the cap the least recently used world idle past its lease is closed; when every world is
   * within its lease the creation is refused with the seconds until the soonest lease ends.
   * Synchronous, so concurrent creations see each other's reservations.
   */
  private reserve(id: string): void {
    this.closeIdle();
    if (this.worlds.size + this.creating.size >= this.limits.maxWorlds) {
      const now = this.now();
      const oldest = [...this.worlds.values()].sort((a, b) => a.lastUsed - b.lastUsed)[0];
      if (!oldest || now - oldest.lastUsed <= this.limits.leaseMs) {
        const soonest = oldest ? oldest.lastUsed + this.limits.leaseMs - now : this.limits.leaseMs;
        const retryAfterSeconds = Math.max(1, Math.ceil(soonest / 1000));
        throw new WorldsFullError(this.fullMessage(retryAfterSeconds), retryAfterSeconds);
      }
      this.close(oldest.id, 'lease');
    }
    this.creating.add(id);
  }

  private fullMessage(retryAfterSeconds: number): string {
    const { maxWorlds, leaseMs } = this.limits;
    const building = this.creating.size > 0 ? ` (${this.creating.size} of them being created)` : '';
    return (
      `No room for a new world: the simulator holds its cap of ${maxWorlds} worlds (SIM_MAX_WORLDS)${building}, ` +
      `each used within its lease (SIM_WORLD_LEASE, ${describeDuration(leaseMs)}), and never closes a world in use. ` +
      `Retry in ${retryAfterSeconds} s, close a world you are done with (DELETE /__sim/worlds/<id>), ` +
      `or start the simulator with a higher SIM_MAX_WORLDS (1 to ${MAX_WORLDS_LIMIT}).`
    );
  }

  /** The world, marked as used; undefined when unknown or closed (`closedReason` says why). */
  get(id: string): World | undefined {
    const world = this.worlds.get(id);
    if (!world) return undefined;
    if (this.isIdle(world)) {
      this.close(id, 'idle');
      return undefined;
    }
    world.lastUsed = this.now();
    return world;
  }

  list(): World[] {
    return [...this.worlds.values()];
  }

  /** Why a world id is not served: closed past its lease, for being idle, by a request; null if never known. */
  closedReason(id: string): ClosedReason | null {
    return this.closed.get(id) ?? null;
  }

  /** The message a request to an unknown or closed world gets, naming the limits. */
  unknownWorldMessage(id: string): string {
    const { maxWorlds, leaseMs, idleMs } = this.limits;
    const idle =
      idleMs > 0 ? `closes one idle for ${describeDuration(idleMs)}` : 'never closes one for being idle';
    const limits = `the simulator keeps at most ${maxWorlds} worlds (SIM_MAX_WORLDS) and ${idle} (SIM_WORLD_IDLE)`;
    const reason = this.closedReason(id);
    if (reason === 'lease')
      return `World ${id} was closed: it was unused for longer than its lease (SIM_WORLD_LEASE, ${describeDuration(leaseMs)}) when the cap of ${maxWorlds} worlds (SIM_MAX_WORLDS) needed room for a new one. Create a new world.`;
    if (reason === 'idle')
      return `World ${id} was closed after ${describeDuration(idleMs)} unused (SIM_WORLD_IDLE). Create a new world.`;
    if (reason === 'closed')
      return `World ${id} was closed (DELETE /__sim/worlds/${id}). Create a new world.`;
    return `Unknown world: ${id}; ${limits}, so it may have been closed. Create a new world.`;
  }

  async delete(id: string): Promise<boolean> {
    return this.close(id, 'closed');
  }

  /** Closes every world (and the app, when the registry made it). */
  async closeAll(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    for (const id of [...this.worlds.keys()]) this.close(id, 'closed');
    if (this.ownsApp) await this.app.close();
  }

  /** Takes the world out and gives its memory back (its database closed, its timers stopped). */
  private close(id: string, reason: ClosedReason): boolean {
    const world = this.worlds.get(id);
    if (!world) return false;
    this.worlds.delete(id);
    this.closed.set(id, reason);
    if (this.closed.size > CLOSED_MEMORY) {
      const [oldest] = this.closed.keys();
      if (oldest) this.closed.delete(oldest);
    }
    this.app.worlds.close(world.state);
    return true;
  }

  private isIdle(world: World): boolean {
    return this.limits.idleMs > 0 && this.now() - world.lastUsed > this.limits.idleMs;
  }

  private closeIdle() {
    for (const world of [...this.worlds.values()]) if (this.isIdle(world)) this.close(world.id, 'idle');
  }
}

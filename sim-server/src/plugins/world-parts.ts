import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * How an isolated world starts: seeded from the process's template, or from an exported world's
 * database bytes (`sqlite3_serialize`, checked by worlds/world-snapshot.ts).
 */
export interface WorldInit {
  image?: Buffer;
}

/**
 * The parts other plugins' parts are made from, by name and type: each plugin that declares one
 * adds it here (`declare module`), so a part reads another without a cast.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in the plugins
export interface WorldParts {}

/** One world's state: its parts (clock, database, jobs, stores, caches) by name. */
export class WorldState {
  private readonly values = new Map<string, unknown>();
  closed = false;

  constructor(
    readonly id: string,
    /** null: the app's own world (on the data folder), made from the app's options. */
    readonly init: WorldInit | null,
  ) {}

  get<T>(part: WorldPart<T>): T {
    return this.valueOf(part.name) as T;
  }

  /** A part listed in WorldParts, typed: what a part made after it reads. */
  named<K extends keyof WorldParts>(name: K): WorldParts[K] {
    return this.valueOf(name) as WorldParts[K];
  }

  /** A part's value by its name (the host's bookkeeping). */
  valueOf(name: string): unknown {
    if (!this.values.has(name)) throw new Error(`World ${this.id} has no ${name}`);
    return this.values.get(name);
  }

  /** Sets a part's value (the host fills the parts in order). */
  set(name: string, value: unknown) {
    this.values.set(name, value);
  }
}

/** A piece of every world's state, made for each world; `get()` gives the current world's. */
export interface WorldPart<T> {
  readonly name: string;
  get(): T;
}

interface PartDefinition {
  name: string;
  make: (world: WorldState) => unknown;
  dispose?: (value: unknown) => void;
}

/**
 * One Fastify app serves every world of the process (decision 059): the routes, schemas and
 * plugins are built once, and a world is only its state, a copy of the seeded database plus its
 * clock and stores. The dispatcher runs each request in its world (AsyncLocalStorage, which
 * Fastify carries through body parsing itself and Node through the answer); the app's
 * decorations (`app.db`, `app.clock`...) are getters that read the current world's part, and
 * outside any world's request (start-up, tests that call `app.db` directly, the default world's
 * requests) they read the app's own world. So handlers and services are written once and never
 * see worlds. dispatcher.test.ts holds a world through a body sent in parts and a large answer
 * read slowly.
 */
export class WorldHost {
  private readonly storage = new AsyncLocalStorage<WorldState>();
  private readonly parts: PartDefinition[] = [];
  readonly own = new WorldState('default', null);

  current(): WorldState {
    return this.storage.getStore() ?? this.own;
  }

  /**
   * Declares a part, made now for the app's own world and for each world opened later (in the
   * order declared: a part may read those declared before it). `dispose` runs when a world
   * closes, in the reverse order.
   */
  part<T>(name: string, make: (world: WorldState) => T, dispose?: (value: T) => void): WorldPart<T> {
    if (this.parts.some((part) => part.name === name))
      throw new Error(`World part ${name} is declared twice`);
    const definition: PartDefinition = { name, make };
    if (dispose) definition.dispose = (value) => dispose(value as T);
    this.parts.push(definition);
    this.own.set(name, make(this.own));
    const part: WorldPart<T> = { name, get: () => this.current().get(part) };
    return part;
  }

  /** A new world with every part made; closed again when a part fails. */
  open(id: string, init: WorldInit): WorldState {
    const world = new WorldState(id, init);
    const made: PartDefinition[] = [];
    try {
      for (const definition of this.parts) {
        world.set(definition.name, definition.make(world));
        made.push(definition);
      }
    } catch (error) {
      this.disposeParts(world, made);
      throw error;
    }
    return world;
  }

  /** Runs `work` (and everything it starts) in `world`. */
  run<R>(world: WorldState, work: () => R): R {
    // The app's own world needs no context (it is what a missing one means): the storage stays
    // off until an isolated world is used, and with it Node's tracking of every promise.
    if (world === this.own && this.storage.getStore() === undefined) return work();
    return this.storage.run(world, work);
  }

  /** Gives a world's memory back: its parts disposed (database closed, timers stopped). */
  close(world: WorldState): void {
    if (world.closed) return;
    world.closed = true;
    this.disposeParts(world, this.parts);
  }

  /** The app closes: its own world, and the storage's hooks into Node's async tracking. */
  shutdown(): void {
    this.close(this.own);
    this.storage.disable();
  }

  private disposeParts(world: WorldState, parts: readonly PartDefinition[]) {
    for (const definition of [...parts].reverse()) definition.dispose?.(world.valueOf(definition.name));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    worlds: WorldHost;
  }
}

/** Exposes a world part as the app decoration `decoration`: a getter of the current world's value. */
export function decorateWorldPart<T>(app: FastifyInstance, decoration: string, current: () => T): void {
  app.decorate(decoration, {
    getter(): unknown {
      return current();
    },
  });
}

/** The app's world host, which the plugins holding world state declare their parts with. */
export const worldPartsPlugin = fp(
  async (app: FastifyInstance) => {
    const host = new WorldHost();
    app.decorate('worlds', host);
    app.addHook('onClose', async () => host.shutdown());
  },
  { name: 'world-parts' },
);

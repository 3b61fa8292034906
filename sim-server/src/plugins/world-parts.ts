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
 * Code that reads world state (a part, or a decoration such as `app.db`) outside any world's
 * context: a timer, callback or tool started outside a request or `worlds.run`. It used to get
 * the app's own world, which wrote a lost isolated world's work into the default database
 * (decision 074); now it is told, and where to look.
 */
export class NoWorldContextError extends Error {
  constructor(readonly what: string) {
    super(
      `${what} was read outside any world's context, so there is no telling which world it means. ` +
        "Run the code inside the world's context: app.worlds.run(world, work) for an isolated world, " +
        "app.worlds.runOwn(work) for the app's own (default) world; a timer or callback must be " +
        'started from inside that context (or be given its world) to stay in it.',
    );
    this.name = 'NoWorldContextError';
  }
}

/**
 * One Fastify app serves every world of the process (decision 059): the routes, schemas and
 * plugins are built once, and a world is only its state, a copy of the seeded database plus its
 * clock and stores. Each request runs in its world (AsyncLocalStorage, which Fastify carries
 * through body parsing itself and Node through the answer): the dispatcher enters the one it
 * picked, and a request that reaches the app with none (`app.inject`, an app listening on its
 * own) enters the app's own world first thing (`onRequest`, below). The app's decorations
 * (`app.db`, `app.clock`...) are getters that read the current world's part, and outside any
 * world's context they throw (NoWorldContextError, decision 074): start-up, tools and tests
 * name their world with `run` or `runOwn`. So handlers and services are written once and never
 * see worlds. dispatcher.test.ts holds a world through a body sent in parts and a large answer
 * read slowly.
 */
export class WorldHost {
  private readonly storage = new AsyncLocalStorage<WorldState>();
  private readonly parts: PartDefinition[] = [];
  readonly own = new WorldState('default', null);

  /** The world whose context this runs in; `what` names the state read, for the error. */
  current(what = 'World state'): WorldState {
    const world = this.storage.getStore();
    if (!world) throw new NoWorldContextError(what);
    return world;
  }

  /** True inside a world's context (a request, a job, `run`). */
  inWorld(): boolean {
    return this.storage.getStore() !== undefined;
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
    const part: WorldPart<T> = { name, get: () => this.current(`World part ${name}`).get(part) };
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
    // Already there: no new frame (a job run inside its world's request).
    if (this.storage.getStore() === world) return work();
    return this.storage.run(world, work);
  }

  /** Runs `work` (and everything it starts) in the app's own world, the default one. */
  runOwn<R>(work: () => R): R {
    return this.run(this.own, work);
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

/**
 * Exposes a world part as the app decoration `decoration`: a getter of the current world's value
 * (which throws NoWorldContextError outside any world's context).
 */
export function decorateWorldPart<T>(app: FastifyInstance, decoration: string, current: () => T): void {
  app.decorate(decoration, {
    getter(): unknown {
      return current();
    },
  });
}

/** The app decorations that are a world's state (each plugin's part, read through the current world). */
type WorldDecoration =
  | 'db'
  | 'sqlite'
  | 'clock'
  | 'jobs'
  | 'outcomeRules'
  | 'simFaults'
  | 'simJournal'
  | 'simOverrides';

/** The app's own world's state, by decoration. */
export type OwnWorld = Pick<FastifyInstance, WorldDecoration>;

/**
 * The app's own (default) world's state, named, for what reads it outside any request: a tool,
 * a test's set-up and checks. (`app.db` and the like throw there, decision 074.) Each value is
 * read when asked for, so a decoration the app lacks (the control plane's, in production mode)
 * fails only then. The values are the world's own objects: what is done with them later stays
 * in that world.
 */
export function ownWorld(app: FastifyInstance): OwnWorld {
  const read = <K extends WorldDecoration>(name: K): FastifyInstance[K] => app.worlds.runOwn(() => app[name]);
  return {
    get db() {
      return read('db');
    },
    get sqlite() {
      return read('sqlite');
    },
    get clock() {
      return read('clock');
    },
    get jobs() {
      return read('jobs');
    },
    get outcomeRules() {
      return read('outcomeRules');
    },
    get simFaults() {
      return read('simFaults');
    },
    get simJournal() {
      return read('simJournal');
    },
    get simOverrides() {
      return read('simOverrides');
    },
  };
}

/** The app's world host, which the plugins holding world state declare their parts with. */
export const worldPartsPlugin = fp(
  async (app: FastifyInstance) => {
    const host = new WorldHost();
    app.decorate('worlds', host);
    // A request that reaches the app in no world (`app.inject`, or the app listening without
    // the dispatcher) is the app's own world's, as the dispatcher's requests naming none are.
    // Entered here, the first hook, so that everything after it (the other hooks, the body's
    // parser, the handler, the answer) runs in it; a request the dispatcher put in a world keeps it.
    app.addHook('onRequest', (_request, _reply, done) => {
      if (host.inWorld()) done();
      else host.runOwn(done);
    });
    app.addHook('onClose', async () => host.shutdown());
  },
  { name: 'world-parts' },
);

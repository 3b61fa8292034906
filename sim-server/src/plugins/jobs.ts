// Node's own timers, not the global ones: a host page's (jsdom's, in the web app's screen tests)
// have no unref(), and the simulator's ticker must not keep a process alive.
import { clearInterval, setInterval } from 'node:timers';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { decorateWorldPart } from './world-parts';

/**
 * Time-driven work of one world (orders resolving after their delay, withdrawals progressing,
 * Monday cashback, Friday Fun), run against the simulator's clock: on a light timer, before
 * each API request, and at once when QA moves the clock. Jobs must be idempotent: they look
 * at state and the time, and may run any number of times.
 */
export type Job = (now: number) => void;

/**
 * The jobs of an app: one list for every world, registered once at start by the modules (not a
 * world's state, so registering needs no world's context).
 */
export class JobList {
  private readonly jobs = new Map<string, Job>();

  register(name: string, job: Job): void {
    if (this.jobs.has(name)) throw new Error(`Job ${name} is registered twice`);
    this.jobs.set(name, job);
  }

  names(): string[] {
    return [...this.jobs.keys()];
  }

  entries(): IterableIterator<[string, Job]> {
    return this.jobs.entries();
  }
}

export class JobRunner {
  private lastRun = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly now: () => number,
    /** Where a failing job is reported; one job's fault never stops the others or a request. */
    private readonly onError: (name: string, error: unknown) => void = () => {},
    /** Minimum spacing of runs triggered by requests, in real milliseconds. */
    private readonly minIntervalMs = 250,
    /** The jobs: one list for every world of an app (modules register them once, at start). */
    private readonly jobs = new JobList(),
    /** Runs the jobs in their world (the jobs read `app.db` and the like). */
    private readonly inWorld: (work: () => void) => void = (work) => work(),
  ) {}

  register(name: string, job: Job): void {
    this.jobs.register(name, job);
  }

  names(): string[] {
    return this.jobs.names();
  }

  /** Runs every job now (after a clock change, or from the control plane). */
  runAll(): void {
    this.lastRun = Date.now();
    const now = this.now();
    this.inWorld(() => {
      for (const [name, job] of this.jobs.entries()) {
        try {
          job(now);
        } catch (error) {
          this.onError(name, error);
        }
      }
    });
  }

  /** Runs the jobs unless they ran within the minimum spacing (called before requests). */
  runIfDue(): void {
    if (Date.now() - this.lastRun >= this.minIntervalMs) this.runAll();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The current world's job runner. */
    jobs: JobRunner;
    /** The app's jobs, which every world's runner runs: modules register theirs here at start. */
    jobList: JobList;
  }
}

/**
 * Each world's job runner on its clock: time-driven state (orders, withdrawals, weekly bonuses)
 * is brought up to date before any request reads it (the API's and the control plane's alike).
 * The app's own world also runs them on a light timer, so its database file (which other tools
 * may read) keeps up while nobody calls; an isolated world is read only through requests, and
 * 300 timers would keep a third of a core busy for nothing. The timer stops when the world
 * closes, before its database (parts close in reverse).
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    const definitions = new JobList();
    app.decorate('jobList', definitions);
    const onError = (name: string, error: unknown) => app.log.error({ err: error, job: name }, 'job failed');
    const jobs = app.worlds.part(
      'jobs',
      (world) => {
        const clock = world.named('clock');
        const runner = new JobRunner(clock.now, onError, 250, definitions, (work) =>
          app.worlds.run(world, work),
        );
        const ticker = world.init === null ? setInterval(() => runner.runIfDue(), 1_000).unref() : null;
        return { runner, ticker };
      },
      ({ ticker }) => {
        if (ticker) clearInterval(ticker);
      },
    );
    decorateWorldPart(app, 'jobs', () => jobs.get().runner);
    app.addHook('onRequest', async () => {
      app.jobs.runIfDue();
    });
  },
  { name: 'jobs', dependencies: ['clock', 'world-parts'] },
);

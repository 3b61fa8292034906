// Node's own timers, not the global ones: a host page's (jsdom's, in the web app's screen tests)
// have no unref(), and the simulator's ticker must not keep a process alive.
import { clearInterval, setInterval } from 'node:timers';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Time-driven work of one world (orders resolving after their delay, withdrawals progressing,
 * Monday cashback, Friday Fun), run against the simulator's clock: on a light timer, before
 * each API request, and at once when QA moves the clock. Jobs must be idempotent: they look
 * at state and the time, and may run any number of times.
 */
export type Job = (now: number) => void;

export class JobRunner {
  private readonly jobs = new Map<string, Job>();
  private lastRun = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly now: () => number,
    /** Where a failing job is reported; one job's fault never stops the others or a request. */
    private readonly onError: (name: string, error: unknown) => void = () => {},
    /** Minimum spacing of runs triggered by requests, in real milliseconds. */
    private readonly minIntervalMs = 250,
  ) {}

  register(name: string, job: Job): void {
    if (this.jobs.has(name)) throw new Error(`Job ${name} is registered twice`);
    this.jobs.set(name, job);
  }

  names(): string[] {
    return [...this.jobs.keys()];
  }

  /** Runs every job now (after a clock change, or from the control plane). */
  runAll(): void {
    this.lastRun = Date.now();
    const now = this.now();
    for (const [name, job] of this.jobs) {
      try {
        job(now);
      } catch (error) {
        this.onError(name, error);
      }
    }
  }

  /** Runs the jobs unless they ran within the minimum spacing (called before requests). */
  runIfDue(): void {
    if (Date.now() - this.lastRun >= this.minIntervalMs) this.runAll();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

/**
 * The world's job runner on its clock: time-driven state (orders, withdrawals, weekly bonuses) is
 * brought up to date before any request reads it, and on a light timer for pages that only poll.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    const jobs = new JobRunner(app.clock.now, (name, error) =>
      app.log.error({ err: error, job: name }, 'job failed'),
    );
    app.decorate('jobs', jobs);
    app.addHook('onRequest', async () => {
      jobs.runIfDue();
    });
    const ticker = setInterval(() => jobs.runIfDue(), 1_000);
    ticker.unref();
    // preClose: before any onClose hook, so no tick runs against a database closing under it.
    app.addHook('preClose', async () => clearInterval(ticker));
  },
  { name: 'jobs', dependencies: ['clock'] },
);

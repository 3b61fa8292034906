import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from '../app';
import { loadScenario } from '../control/scenario-loader';

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void;

export interface World {
  id: string;
  app: FastifyInstance;
  handle: RequestHandler;
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
export async function loadWorldScenario(world: World, scenario: string | null): Promise<void> {
  if (scenario) await loadScenario(world.app, scenario);
}

/**
 * Isolated worlds: each is its own in-memory database (seeded, then shaped by a scenario), its
 * own clock, rules and caches, chosen per request by header or cookie. Parallel tests and
 * several testers never see each other's state. The least recently used world is closed when
 * the limit is reached.
 */
export class WorldRegistry {
  private readonly worlds = new Map<string, World>();

  constructor(
    private readonly baseOptions: BuildAppOptions,
    private readonly limit = 64,
    private readonly prepare: (world: World, scenario: string | null) => Promise<void> = loadWorldScenario,
  ) {}

  async create(scenario: string | null = null): Promise<World> {
    if (this.worlds.size >= this.limit) await this.evictLeastRecentlyUsed();
    const id = `w-${randomBytes(6).toString('hex')}`;
    const { app, handle } = await buildWorldApp({
      ...this.baseOptions,
      dataDir: ':memory:',
      serveWeb: false,
    });
    const now = Date.now();
    const world: World = { id, app, handle, createTime: now, lastUsed: now, scenario };
    try {
      await this.prepare(world, scenario);
    } catch (error) {
      await app.close();
      throw error;
    }
    this.worlds.set(id, world);
    return world;
  }

  get(id: string): World | undefined {
    const world = this.worlds.get(id);
    if (world) world.lastUsed = Date.now();
    return world;
  }

  list(): World[] {
    return [...this.worlds.values()];
  }

  async delete(id: string): Promise<boolean> {
    const world = this.worlds.get(id);
    if (!world) return false;
    this.worlds.delete(id);
    await world.app.close();
    return true;
  }

  async closeAll(): Promise<void> {
    await Promise.all([...this.worlds.keys()].map((id) => this.delete(id)));
  }

  private async evictLeastRecentlyUsed() {
    const oldest = [...this.worlds.values()].sort((a, b) => a.lastUsed - b.lastUsed)[0];
    if (oldest) await this.delete(oldest.id);
  }
}

import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { afterEach, describe, expect, it } from 'vitest';
import { type ServedWorlds, serveWorlds } from '../testing/world-server';
import type { WorldRegistry } from './world-registry';

const KEY = 'test-control-key';
let served: ServedWorlds | undefined;
let registry: WorldRegistry | undefined;

afterEach(async () => {
  await served?.close();
  served = undefined;
});

/** The dispatcher is a raw Node handler, so it is tested over a loopback port. */
async function start(controlKey: string | null = KEY) {
  // As server.ts: no control key means production-like mode, the app included.
  served = await serveWorlds({
    app: { ...(controlKey === null ? { env: { SIM_MODE: 'production' } } : {}) },
    controlKey,
  });
  registry = served.registry;
  return served.base;
}

const login = (base: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/sys/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ username: 'demo', password: 'Demo1234!', type: 'MEMBER' }),
  }).then((r) => r.json() as Promise<{ error: number; data: { token: string } | null }>);

describe('world dispatcher', () => {
  it('creates worlds behind the control key and lists them', async () => {
    const base = await start();
    const refused = await fetch(`${base}/__sim/worlds`, { method: 'POST' });
    expect(refused.status).toBe(401);
    const created = await fetch(`${base}/__sim/worlds`, { method: 'POST', headers: { 'x-sim-key': KEY } });
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { id: string; cookie: string } };
    expect(data.cookie).toBe(`sim_world=${data.id}`);
    const listed = (await (
      await fetch(`${base}/__sim/worlds`, { headers: { 'x-sim-key': KEY } })
    ).json()) as {
      data: Array<{ id: string }>;
    };
    expect(listed.data.map((w) => w.id)).toContain(data.id);
  });

  it('keeps each world apart: a session made in one is unknown in another', async () => {
    const base = await start();
    const make = async () =>
      (
        (await (
          await fetch(`${base}/__sim/worlds`, { method: 'POST', headers: { 'x-sim-key': KEY } })
        ).json()) as {
          data: { id: string };
        }
      ).data.id;
    const [a, b] = [await make(), await make()];
    const signedIn = await login(base, { 'x-sim-world': a });
    expect(signedIn.error).toBe(0);
    const token = signedIn.data?.token ?? '';
    const infoIn = (world: string, via: 'header' | 'cookie') =>
      fetch(`${base}/api/sys/auth/token/info`, {
        method: 'POST',
        headers: {
          authorization: token,
          ...(via === 'header' ? { 'x-sim-world': world } : { cookie: `sim_world=${world}` }),
        },
      }).then((r) => r.json() as Promise<{ error: number }>);
    expect((await infoIn(a, 'cookie')).error).toBe(0);
    // Among the page's other cookies, percent-encoded, with the spacing browsers vary.
    const amongOthers = await fetch(`${base}/api/sys/auth/token/info`, {
      method: 'POST',
      headers: { authorization: token, cookie: `theme=dark;sim_world=${encodeURIComponent(a)};  lang=en` },
    }).then((r) => r.json() as Promise<{ error: number }>);
    expect(amongOthers.error).toBe(0);
    expect((await infoIn(b, 'header')).error).toBe(-2);
    expect((await infoIn('default', 'header')).error).toBe(-2);
  });

  it('serves each world its own control plane, and makes worlds from a scenario', async () => {
    const base = await start();
    const created = await fetch(`${base}/__sim/worlds`, {
      method: 'POST',
      headers: { 'x-sim-key': KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ scenario: 'declined-card' }),
    });
    const { id } = ((await created.json()) as { data: { id: string } }).data;
    const rulesOf = async (world: string) =>
      (
        (await (
          await fetch(`${base}/__sim/rules`, {
            headers: { 'x-sim-key': 'local-qa-key', 'x-sim-world': world },
          })
        ).json()) as { data: unknown[] }
      ).data;
    expect(await rulesOf(id)).toHaveLength(2);
    expect(await rulesOf('default')).toHaveLength(0);
    const unknown = await fetch(`${base}/__sim/worlds`, {
      method: 'POST',
      headers: { 'x-sim-key': KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ scenario: 'no-such-scenario' }),
    });
    expect(unknown.status).toBe(400);
  });

  it('answers an unknown world with an envelope, and deletes worlds', async () => {
    const base = await start();
    const unknown = await fetch(`${base}/api/sys/auth/token/info`, {
      method: 'POST',
      headers: { 'x-sim-world': 'w-nope' },
    });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toMatch(/Unknown world/);
    const deleted = await fetch(`${base}/__sim/worlds/w-nope`, {
      method: 'DELETE',
      headers: { 'x-sim-key': KEY },
    });
    expect(deleted.status).toBe(404);
  });

  it('checks the control key before telling anything about worlds', async () => {
    const base = await start();
    const ask = (headers: Record<string, string>) =>
      fetch(`${base}/__sim/rules`, { headers: { 'x-sim-world': 'w-nope', ...headers } });
    const missing = await ask({});
    expect(missing.status).toBe(401);
    expect(((await missing.json()) as { error: number }).error).toBe(401);
    const wrong = await ask({ 'x-sim-key': 'not-the-key' });
    expect(wrong.status).toBe(403);
    expect(((await wrong.json()) as { message: string }).message).toMatch(/wrong key/);
    const known = await ask({ 'x-sim-key': KEY });
    expect(known.status).toBe(404);
    expect(((await known.json()) as { message: string }).message).toMatch(/Unknown world/);
    const wrongForWorlds = await fetch(`${base}/__sim/worlds`, { headers: { 'x-sim-key': 'not-the-key' } });
    expect(wrongForWorlds.status).toBe(403);
    const malformed = await fetch(`${base}/__sim/worlds`, {
      method: 'POST',
      headers: { 'x-sim-key': KEY, 'content-type': 'application/json' },
      body: '{"scenario":',
    });
    expect(malformed.status).toBe(((await malformed.json()) as { error: number }).error);
    const oversized = await fetch(`${base}/__sim/worlds`, {
      method: 'POST',
      headers: { 'x-sim-key': KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ scenario: 'x'.repeat(70 * 1024) }),
    });
    expect(oversized.status).toBe(413);
    expect(((await oversized.json()) as { error: number }).error).toBe(ApiErrorCode.PAYLOAD_TOO_LARGE);
    expect(registry?.list()).toHaveLength(0);
  });

  it('answers a wrong method on /__sim/worlds with 405 and the methods in Allow', async () => {
    const base = await start();
    const put = await fetch(`${base}/__sim/worlds`, { method: 'PUT', headers: { 'x-sim-key': KEY } });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, POST');
    expect(put.headers.get('x-content-type-options')).toBe('nosniff');
    expect(((await put.json()) as { error: number }).error).toBe(ApiErrorCode.METHOD_NOT_ALLOWED);
    const get = await fetch(`${base}/__sim/worlds/w-1`, { headers: { 'x-sim-key': KEY } });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('DELETE');
    // The key first: without it, nothing about the route.
    expect((await fetch(`${base}/__sim/worlds`, { method: 'PUT' })).status).toBe(401);
  });

  it('has no worlds at all in production-like mode', async () => {
    const base = await start(null);
    const response = await fetch(`${base}/__sim/worlds`, { method: 'POST', headers: { 'x-sim-key': KEY } });
    expect(response.status).toBe(404);
    const header = await fetch(`${base}/api/sys/auth/token/info`, {
      method: 'POST',
      headers: { 'x-sim-world': 'w-1' },
    });
    expect(((await header.json()) as { error: number }).error).toBe(-2);
  });
});

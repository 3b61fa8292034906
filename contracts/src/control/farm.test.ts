import { describe, expect, it } from 'vitest';
import { createControlClient } from './client';
import { replicaOfWorld } from './farm';

/** What the typed control client sends for world operations, so a farm's router can hash it. */
function recordingClient(world?: string) {
  const sent: Array<{ url: string; headers: Record<string, string>; body: unknown }> = [];
  const fetch = (async (url: string, init: RequestInit) => {
    const body = init.body ? (JSON.parse(String(init.body)) as { id?: string }) : undefined;
    sent.push({ url, headers: init.headers as Record<string, string>, body });
    const data = { id: body?.id ?? 'x', scenario: null, createTime: '', lastUsed: '', cookie: '' };
    return new Response(JSON.stringify({ error: 0, message: 'success', data }), { status: 201 });
  }) as typeof globalThis.fetch;
  const client = createControlClient({ baseUrl: 'http://farm', key: 'k', fetch, world: () => world });
  return { client, sent };
}

describe('world operations through a farm (decision 058)', () => {
  it('chooses a new world id and sends it in X-Sim-World too, over the bound world', async () => {
    const { client, sent } = recordingClient('r1_w-other');
    await client.call('createWorld', {});
    await client.call('createWorld', { id: 'qa-7', scenario: 'declined-card' });
    const [first, second] = sent;
    const chosen = (first?.body as { id: string }).id;
    expect(chosen).toMatch(/^w-[0-9a-f]{16}$/);
    expect(first?.headers['X-Sim-World']).toBe(chosen);
    expect(second?.body).toEqual({ id: 'qa-7', scenario: 'declined-card' });
    expect(second?.headers['X-Sim-World']).toBe('qa-7');
  });

  it('sends the closed world as X-Sim-World; other calls go to the bound world', async () => {
    const { client, sent } = recordingClient('r1_w-mine');
    await client.send('closeWorld', { id: 'r2_w-1a' });
    await client.send('getClock', {});
    expect(sent.map((request) => request.headers['X-Sim-World'])).toEqual(['r2_w-1a', 'r1_w-mine']);
  });

  it('reads the replica a world id names', () => {
    expect(replicaOfWorld('r2_w-1a')).toBe('r2');
    expect(replicaOfWorld('0123456789ab_w-1a')).toBe('0123456789ab');
    expect(replicaOfWorld('w-1a')).toBeNull();
    expect(replicaOfWorld('_w-1a')).toBeNull();
    expect(replicaOfWorld('R2_w-1a')).toBeNull();
  });
});

import crypto from 'node:crypto';
import { syncBuiltinESMExports } from 'node:module';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { type ServedWorlds, serveWorlds } from '../testing/world-server';
import { TEST_CONTROL_KEY } from './control-test-support';

/**
 * The control key is compared in constant time: through timingSafeEqual over two SHA-256
 * digests (equal lengths, whatever the key sent), never `!==`, which stops at the first
 * differing character and so lets a caller time its way to the key.
 */
// Watched, not replaced, on node:crypto itself: the named import the key check holds follows
// once the built-in's exports are synced (whichever test file loaded the simulator first).
const compared = vi.spyOn(crypto, 'timingSafeEqual');
let worlds: ServedWorlds;
beforeAll(() => syncBuiltinESMExports());
afterAll(async () => {
  compared.mockRestore();
  syncBuiltinESMExports();
  await worlds?.close();
});
beforeEach(() => {
  compared.mockClear();
});

/** The digests each comparison was given: two 32-byte buffers. */
const digestLengths = () => compared.mock.calls.map(([a, b]) => [a.byteLength, b.byteLength]);

describe('the control key', () => {
  it('is compared in constant time on /__sim: right, wrong, shorter and longer keys alike', async () => {
    const app = await createTestApp();
    const call = (key: string) =>
      app.inject({ method: 'GET', url: '/__sim/rules', headers: { 'x-sim-key': key } });
    expect((await call(TEST_CONTROL_KEY)).statusCode).toBe(200);
    for (const wrong of ['local-qa-kez', 'l', `${TEST_CONTROL_KEY}-and-more`]) {
      const refused = await call(wrong);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('X-Sim-Key: wrong key');
    }
    expect(digestLengths()).toEqual(Array(4).fill([32, 32]));
  });

  it('is compared in constant time on the world routes the dispatcher serves', async () => {
    worlds = await serveWorlds();
    const list = (key: string) => fetch(`${worlds.base}/__sim/worlds`, { headers: { 'x-sim-key': key } });
    expect((await list('not-the-key')).status).toBe(403);
    expect((await list(TEST_CONTROL_KEY)).status).toBe(200);
    expect(digestLengths()).toEqual([
      [32, 32],
      [32, 32],
    ]);
  });
});

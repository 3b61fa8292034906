import { endpoints } from '@casino/contracts/registry';
import { describe, expect, it } from 'vitest';
import { createAppApiClient } from '../shared/api/api-client';
import { useSimulator } from './simulator';

describe('component tests against the real simulator', () => {
  const simulator = useSimulator();

  it('answers the app client through the simulator, envelope and all', async () => {
    const client = createAppApiClient();
    await expect(client.call(endpoints.tokenInfo, {})).rejects.toMatchObject({ code: -2 });
  });

  it("answers a test's own request with its status and JSON body", async () => {
    const answer = await simulator.request({
      method: 'POST',
      url: '/api/sys/auth/token/info',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ error: -2 });
  });

  it('sends a kept answer (the answer cache) as the same JSON, inside the test realm too', async () => {
    const client = createAppApiClient();
    const page = { enabled: 1, totalPlayCount_0: 'DESC', pageNum: 1, pageSize: 300 } as const;
    const computed = await client.call(endpoints.gameListPage, page);
    const kept = await client.call(endpoints.gameListPage, page);
    expect(computed.content.length).toBeGreaterThan(0);
    expect(kept).toEqual(computed);
    // A play of a game on the kept page: the next answer is the page patched, put together as
    // bytes by the patch (decision 060), which must be sent as JSON here too.
    const first = kept.content[0];
    if (!first) throw new Error('no game on the page');
    simulator.world.sqlite
      .prepare('UPDATE games SET total_play_count = total_play_count + 1 WHERE id = ?')
      .run(first.id);
    const patched = await client.call(endpoints.gameListPage, page);
    expect(patched.content.find((game) => game.id === first.id)?.totalPlayCount).toBe(
      first.totalPlayCount + 1,
    );
  });
});

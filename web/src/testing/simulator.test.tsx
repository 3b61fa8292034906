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
});

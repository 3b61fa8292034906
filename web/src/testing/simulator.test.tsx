import { endpoints } from '@casino/contracts/registry';
import { describe, expect, it } from 'vitest';
import { createAppApiClient } from '../shared/api/api-client';
import { useSimulator } from './simulator';

describe('component tests against the real simulator', () => {
  useSimulator();

  it('answers the app client through the simulator, envelope and all', async () => {
    const client = createAppApiClient();
    await expect(client.call(endpoints.tokenInfo, {})).rejects.toMatchObject({ code: -2 });
  });
});

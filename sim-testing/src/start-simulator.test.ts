// docs/qa-in-your-repository.md's Vitest example ("Vitest"), as it stands there:
// tests/robustness/packages.test.ts keeps the two the same.
import { startSimulator } from '@casino/sim-testing';
import { afterAll, beforeAll, expect, test } from 'vitest';

let sim: Awaited<ReturnType<typeof startSimulator>>;
beforeAll(async () => {
  sim = await startSimulator();
});
afterAll(() => sim.close());

test('the simulator journals the calls it answers', async () => {
  await fetch(`${sim.baseUrl}/api/sys/ipinfoCloudFlare`, { method: 'POST' });
  const verdict = await sim.control.call('verifyJournal', { path: '/sys/ipinfoCloudFlare', count: 1 });
  expect(verdict.ok).toBe(true);
});

import { createControlClient } from '@casino/contracts/control/client';
import { TEST_CONTROL_KEY } from '../control/control-test-support';
import type { RunningSimulator } from '../start';
import { sampleCardDeposit } from '../testing/sample-member';

interface Envelope {
  error: number;
  message: string;
  data: Record<string, unknown>;
}

/** One /api call in a world, as the app sends it (JSON, the language, the token when signed in). */
async function appCall(sim: RunningSimulator, world: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${sim.url}/api${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-FE-LANG': 'en',
      'X-Sim-World': world,
      ...(token ? { Authorization: token } : {}),
    },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Envelope;
}

/**
 * A world made from rich-member on a running simulator, in which the app's first calls were made:
 * sign-in, the balance (session load), a page of games and a card deposit. Answers its id.
 */
export async function worldWithAppCalls(sim: RunningSimulator): Promise<string> {
  const control = createControlClient({ baseUrl: sim.url, key: TEST_CONTROL_KEY });
  const { id } = await control.call('createWorld', { scenario: 'rich-member' });
  const signedIn = await appCall(sim, id, '/sys/auth/login', {
    username: 'highroller',
    password: 'Test1234!',
    type: 'MEMBER',
  });
  const token = String(signedIn.data.token);
  const user = await appCall(sim, id, '/sys/auth/token/info', {}, token);
  await appCall(sim, id, '/base/game/listPage', { pageSize: 20 });
  const deposit = sampleCardDeposit(Number(user.data.id));
  const charged = await appCall(sim, id, '/sys/deposit/creditcard/deposit', deposit, token);
  if (charged.error !== 0) throw new Error(`The card deposit was refused: ${charged.message}`);
  return id;
}

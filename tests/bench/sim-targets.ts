import { post } from '../robustness/support/sim-process';
import type { LoadTarget } from './http-load';

/** The 300-game page the lobby asks for. */
export const LIST_PAGE = { enabled: 1, totalPlayCount_0: 'DESC', pageNum: 1, pageSize: 300 };

/** The simulator's measured calls: three reads and a write (a bet through the game provider). */
export function simTargets(baseUrl: string, token: string, session: string, label: string): LoadTarget[] {
  const json = { 'content-type': 'application/json' };
  return [
    {
      name: `${label}POST /api/sys/game/all`,
      url: `${baseUrl}/api/sys/game/all`,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    },
    {
      name: `${label}POST /api/base/game/listPage (300 games)`,
      url: `${baseUrl}/api/base/game/listPage`,
      method: 'POST',
      headers: json,
      body: JSON.stringify(LIST_PAGE),
    },
    {
      name: `${label}POST /api/sys/auth/token/info`,
      url: `${baseUrl}/api/sys/auth/token/info`,
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    },
    {
      name: `${label}POST /sim/games/api/round (write: a bet)`,
      url: `${baseUrl}/sim/games/api/round`,
      method: 'POST',
      headers: json,
      body: JSON.stringify({ session, bet: 1 }),
    },
  ];
}

/** Signs demo in, funds it for thousands of bets (control plane, demo mode) and opens a slot. */
export async function prepare(baseUrl: string) {
  const login = await post(
    baseUrl,
    '/api/sys/auth/login',
    { username: 'demo', password: 'Demo1234!', type: 'MEMBER' },
    { form: true },
  );
  const { token } = login.data as { token: string };
  await fetch(`${baseUrl}/__sim/members/demo`, {
    method: 'PATCH',
    headers: { 'x-sim-key': 'local-qa-key', 'content-type': 'application/json' },
    body: JSON.stringify({ cashBalance: 1_000_000 }),
  });
  const launch = await post(
    baseUrl,
    '/api/sys/game/getLaunchUrl',
    { id: 5, channel: 'pc' },
    { token, form: true },
  );
  const session = new URL(String(launch.data), baseUrl).searchParams.get('session') ?? '';
  const list = await post(baseUrl, '/api/base/game/listPage', LIST_PAGE);
  const games = (list.data as { content: unknown[] }).content;
  if (!token || !session || games.length !== 300)
    throw new Error(`bench setup failed: ${login.message} ${launch.message} ${games.length} games`);
  return { token, session, games };
}

import { endpoints } from '@casino/contracts/registry';
import { createAppApiClient } from '../shared/api/api-client';

/** What the simulated provider answers for one round (major units), as its page reads it. */
export interface SimRound {
  bet: number;
  win: number;
  balance: number;
}

/** A real-money launch of `gameId` for the signed-in member: the game page's URL. */
export function launchRealGameOnSimulator(gameId: number): Promise<string> {
  return createAppApiClient().call(endpoints.gameLaunchUrl, { id: gameId, channel: 'pc' });
}

/**
 * Plays one round as the game page in the frame does (`/sim/games/api/round` with the page's
 * session token): a spin for a slot. jsdom never loads the frame, so the test plays for it.
 */
export async function playRoundOnSimulator(launchUrl: string, bet: number): Promise<SimRound> {
  const session = new URL(launchUrl, 'http://localhost').searchParams.get('session');
  const response = await fetch('/sim/games/api/round', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ session, bet }),
  });
  const envelope = (await response.json()) as { error: number; message: string; data: SimRound };
  if (envelope.error !== 0) throw new Error(`The round was refused: ${envelope.message}`);
  return envelope.data;
}

/** A signed amount as the app shows it in English ('-$12.25', '+$5.00', '$0.00'). */
export const signedUsd = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', signDisplay: 'exceptZero' }).format(
    amount,
  );

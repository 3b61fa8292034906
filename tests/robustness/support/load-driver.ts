import { endpoints } from '@casino/contracts/registry';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { pick, type Random } from './field-mutations';
import { answerProblems } from './fuzz-runner';
import {
  bankWithdrawalOf,
  cardDepositOf,
  cashOrderOf,
  clearWagering,
  succeed,
  uploadPicture,
} from './member-calls';
import { addMember, callEndpoint, envelopeOf, type TestMember } from './simulator';

/** A slot of the fixtures that takes real-money bets (the registry's launch sample). */
const SLOT_GAME_ID = 5;

export interface Player extends TestMember {
  proofId: number;
  gameSession: string;
  /** Orders and withdrawals still open, to poll or cancel later. */
  openCrypto: number[];
  openFrames: string[];
  pendingWithdrawals: number[];
}

/** Counts per operation: acknowledged (error 0) and refused (any other envelope). */
export type Tally = Record<string, { ok: number; refused: number }>;

export async function launchSlot(app: FastifyInstance, player: TestMember): Promise<string> {
  const url = await succeed<string>(
    app,
    endpoints.gameLaunchUrl,
    { id: SLOT_GAME_ID, channel: 'mobile' },
    player,
  );
  const session = new URL(url, 'http://sim.local').searchParams.get('session');
  if (!session) throw new Error(`no game session in ${url}`);
  return session;
}

/** A member with a first deposit (wagering cleared so cash-outs are allowed), a proof and a game open. */
export async function preparePlayer(app: FastifyInstance): Promise<Player> {
  const member = addMember(app, 'load');
  await succeed(app, endpoints.creditcardDeposit, cardDepositOf(member, 200), member);
  clearWagering(app, member);
  return {
    ...member,
    proofId: await uploadPicture(app, member),
    gameSession: await launchSlot(app, member),
    openCrypto: [],
    openFrames: [],
    pendingWithdrawals: [],
  };
}

/**
 * Drives one member's random operations against the simulator, checking every answer (no 5xx,
 * always an envelope) and counting what was acknowledged.
 */
export function createLoadDriver(app: FastifyInstance, random: Random) {
  const tally: Tally = {};
  const problems: string[] = [];
  const amount = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));

  const record = (operation: string, response: LightMyRequestResponse) => {
    for (const problem of answerProblems(endpoints.tokenInfo, response))
      problems.push(`${operation}: ${problem}`);
    const envelope = envelopeOf(response);
    const entry = tally[operation] ?? { ok: 0, refused: 0 };
    tally[operation] = entry;
    if (envelope?.error === 0) entry.ok += 1;
    else entry.refused += 1;
    return envelope?.error === 0 ? envelope.data : undefined;
  };
  const call = async (
    operation: string,
    player: Player,
    endpoint: keyof typeof endpoints,
    payload: Record<string, unknown>,
  ) => record(operation, await callEndpoint(app, endpoints[endpoint], payload, player.token));

  const bet = async (player: Player) => {
    const response = await app.inject({
      method: 'POST',
      url: '/sim/games/api/round',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ session: player.gameSession, bet: amount(1, 5) }),
    });
    if (record('bet', response) === undefined && /session/i.test(response.body)) {
      player.gameSession = await launchSlot(app, player);
    }
  };

  const operations: Array<[string, (player: Player) => Promise<unknown>]> = [
    ['bet', bet],
    ['bet', bet],
    ['bet', bet],
    ['card deposit', (p) => call('card deposit', p, 'creditcardDeposit', cardDepositOf(p, amount(10, 80)))],
    [
      'declined card',
      (p) => call('declined card', p, 'creditcardDeposit', cardDepositOf(p, 20, '4000000000000002')),
    ],
    [
      'cash order and racing polls',
      async (p) => {
        const order = (await call('cash order', p, 'cashDepositOrder', cashOrderOf(p, amount(10, 60)))) as
          | { orderId: string }
          | undefined;
        if (!order) return;
        // Four polls at once: the third settles the order; racing ones must not credit it twice.
        await Promise.all(
          Array.from({ length: 4 }, () => call('cash poll', p, 'cashFindOrder', { orderId: order.orderId })),
        );
      },
    ],
    [
      'crypto charge',
      async (p) => {
        const charge = (await call('crypto charge', p, 'cryptoDeposit', {
          amount: amount(10, 60),
          memberId: p.id,
        })) as { depositId: number } | undefined;
        if (charge) p.openCrypto.push(charge.depositId);
      },
    ],
    [
      'crypto polls',
      async (p) => {
        const id = p.openCrypto.shift();
        if (id !== undefined)
          await Promise.all([1, 2].map(() => call('crypto poll', p, 'depositPollingStatus', { id })));
      },
    ],
    [
      'polled frame',
      async (p) => {
        const order = (await call('frame order', p, 'paypDepositOrder', {
          amount: amount(10, 60),
          memberId: p.id,
          paymentMethod: 'PAYPAL_POLL',
        })) as { orderId: string } | undefined;
        if (!order) return;
        const paid = await app.inject({
          method: 'POST',
          url: `/sim/pay/api/orders/${encodeURIComponent(order.orderId)}/pay`,
          headers: { 'content-type': 'application/json' },
          payload: '{}',
        });
        record('frame pay page', paid);
        p.openFrames.push(order.orderId);
      },
    ],
    [
      'frame polls',
      async (p) => {
        const orderId = p.openFrames.shift();
        if (orderId)
          await Promise.all([1, 2, 3].map(() => call('frame poll', p, 'paypFindOrder', { orderId })));
      },
    ],
    [
      'withdraw',
      async (p) => {
        const made = (await call(
          'withdraw',
          p,
          'withdrawApply',
          bankWithdrawalOf(amount(25, 45), p.proofId),
        )) as { id: number } | undefined;
        if (made) p.pendingWithdrawals.push(made.id);
      },
    ],
    [
      'cancel withdrawal twice at once',
      async (p) => {
        const id = p.pendingWithdrawals.shift();
        if (id !== undefined)
          await Promise.all([1, 2].map(() => call('withdraw cancel', p, 'withdrawCancel', { id })));
      },
    ],
  ];

  return {
    tally,
    problems,
    /** One random operation for the player. */
    step: (player: Player) => pick(random, operations)[1](player),
  };
}

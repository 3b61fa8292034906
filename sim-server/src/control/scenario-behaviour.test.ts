import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { endpoints } from '@casino/contracts/registry';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { depositOrders } from '../db/schema/index';
import { cardDeposit } from '../modules/deposits/deposits-test-support';
import { ownWorld } from '../plugins/world-parts';
import { sampleCashOrder } from '../testing/sample-member';
import { userDocs } from '../testing/user-docs';
import { control } from './control-test-support';
import { bankApplication, type World, withdrawalsOf, worldWith } from './scenario-behaviour-support';
import { SCENARIO_DIR, scenarioNames } from './scenario-files';

/**
 * Every scenario file does what its description says: each is loaded into a fresh simulator
 * and its effect is observed through `/api`, with the app's own typed client (same encodings,
 * headers and token), not through the database (only open-deposit-orders reads the order ids
 * there: no call lists them). Driven by the files: a scenario without a check here fails, and
 * each check first confirms the description still says what it checks.
 */

const shipped = await scenarioNames();

const checks: Record<string, { says: RegExp; check: (world: World) => Promise<void> }> = {
  'blocked-member': {
    says: /blockedplayer \/ Test1234!: signs in with 250\.00 but is blocked from real-money play/,
    async check({ signIn, visitor, refusal }) {
      const { user, api } = await signIn('blockedplayer', 'Test1234!');
      expect(user.availableBalance).toBe(250);
      expect(await api.call(endpoints.checkBlock, { id: user.id })).not.toBe(1);
      const game = (await visitor.call(endpoints.gameOverview, {})).top.data[0];
      expect(game).toBeDefined();
      expect(
        await refusal(api.call(endpoints.gameLaunchUrl, { id: game?.id ?? 0, channel: 'pc' })),
      ).toMatchObject({ message: /blocked/ });
      const demo = await signIn('demo', 'Demo1234!');
      expect(await demo.api.call(endpoints.checkBlock, { id: demo.user.id })).toBe(1);
    },
  },
  'cash-order-times-out': {
    says: /The next three cash-app orders .* stay waiting past the app's four polls .* then expire after 15 minutes/,
    async check({ signIn, advanceClock }) {
      const { user, api } = await signIn('demo', 'Demo1234!');
      const order = await api.call(endpoints.cashDepositOrder, sampleCashOrder(user.id, 100));
      const poll = () => api.call(endpoints.cashFindOrder, { orderId: order.orderId });
      for (let i = 0; i < 4; i++) expect(await poll()).toEqual({ status: 'wait' });
      await advanceClock('14m');
      expect(await poll()).toEqual({ status: 'wait' });
      await advanceClock('1m');
      // The spec's reading of cash look-ups: 'true' is a failure (the order expired, nothing credited).
      expect(await poll()).toEqual({ status: 'true' });
      expect((await api.call(endpoints.tokenInfo, {})).availableBalance).toBe(user.availableBalance);
    },
  },
  'chat-offline': {
    says: /Live chat is offline/,
    async check({ visitor }) {
      expect(await visitor.call(endpoints.checkChatAvailable, {})).toBe(false);
    },
  },
  'crypto-never-confirms': {
    says: /The next five crypto deposits of each variant .* are created with an address and never confirm/,
    async check({ signIn, advanceClock }) {
      const { user, api } = await signIn('demo', 'Demo1234!');
      const charge = await api.call(endpoints.cryptoDeposit, { amount: 130, memberId: user.id });
      expect(charge.addresses.bitcoin).toEqual(expect.any(String));
      const order = await api.call(endpoints.cryptDepositOrder, {
        amount: 60,
        memberId: user.id,
        depositCurrency: 'ltc',
      });
      expect(order.address).toEqual(expect.any(String));
      await advanceClock('1d');
      for (const id of [charge.depositId, order.depositId]) {
        expect(await api.call(endpoints.depositPollingStatus, { id })).toBe(0);
      }
    },
  },
  'declined-card': {
    says: /The next three card deposits of anyone are declined, on either card path .*the fourth goes through/,
    async check({ signIn, refusal }) {
      const demo = await signIn('demo', 'Demo1234!');
      const newbie = await signIn('newbie', 'Newbie1234!');
      const visa = (who: typeof demo) =>
        who.api.call(
          endpoints.creditcardDeposit,
          cardDeposit(who.user.id, { amount: 50, depositAmount: 50 }),
        );
      const cattl = async (who: typeof demo) => {
        const made = await who.api.call(
          endpoints.cattlDeposit,
          cardDeposit(who.user.id, { paymentMethod: 'CATTL', amount: 50, depositAmount: 50 }),
        );
        return who.api.call(endpoints.cattlPay, { depositId: made.id });
      };
      for (const who of [newbie, demo, demo]) {
        expect(await refusal(visa(who))).toMatchObject({ code: ApiErrorCode.PAYMENT_DECLINED });
        expect(await refusal(cattl(who))).toMatchObject({ code: ApiErrorCode.PAYMENT_DECLINED });
      }
      expect(await visa(demo)).toMatchObject({ status: 'success' });
      expect(await cattl(demo)).toMatchObject({ status: 'success' });
    },
  },
  'disabled-account': {
    says: /closedaccount \/ Test1234!: the account is disabled, so sign-in is refused; locked \/ Locked1234!/,
    async check({ signIn, refusal }) {
      for (const [username, password] of [
        ['closedaccount', 'Test1234!'],
        ['locked', 'Locked1234!'],
      ] as const) {
        expect(await refusal(signIn(username, password)), username).toMatchObject({
          code: ApiErrorCode.ACCOUNT_DISABLED,
        });
      }
      expect((await signIn('demo', 'Demo1234!')).user.username).toBe('demo');
    },
  },
  'first-withdrawal-needs-deposit': {
    says: /nodeposit \/ Test1234!: 300\.00 of winnings from bonuses but no deposit yet, so the first cash-out asks for a deposit first/,
    async check({ signIn, refusal }) {
      const { user, api } = await signIn('nodeposit', 'Test1234!');
      expect(user).toMatchObject({ availableBalance: 300, withdrawableBalance: 300, credited: 0 });
      expect(await refusal(api.call(endpoints.withdrawApply, await bankApplication(api, 100)))).toMatchObject(
        {
          code: ApiErrorCode.FIRST_WITHDRAW_NEEDS_DEPOSIT,
          message: expect.stringContaining('For the first'),
        },
      );
    },
  },
  'member-with-bonus-to-wager': {
    says: /bonushunter \/ Test1234!: 20\.00 cash, 100\.00 bonus and 5000\.00 still to wager: nothing is withdrawable, and a cash-out is refused for the unfinished wagering/,
    async check({ signIn, refusal }) {
      const { user, api } = await signIn('bonushunter', 'Test1234!');
      expect(user).toMatchObject({
        availableBalance: 120,
        bonusBalance: 100,
        rollingAmount: 5000,
        lockedCashBalance: 20,
        withdrawableBalance: 0,
      });
      expect(await refusal(api.call(endpoints.withdrawApply, await bankApplication(api, 25)))).toMatchObject({
        code: ApiErrorCode.WITHDRAW_RULE,
        message: expect.stringContaining('unfinished'),
      });
    },
  },
  'new-visitor': {
    says: /best with reset .*: access allowed and chat online; after a reset nobody is signed in and no rules or faults/,
    async check({ app, visitor, signIn, refusal }) {
      // What a reset to it clears: a session, a rule and a fault made before.
      const { api } = await signIn('demo', 'Demo1234!');
      await control(app, 'POST', '/rules', { target: 'deposit', method: '*', outcome: 'failed' });
      await control(app, 'POST', '/faults', { pathPattern: '/api/sys/deposit/**', latencyMs: 10 });
      expect(await control(app, 'POST', '/reset', { scenario: 'new-visitor' })).toMatchObject({ error: 0 });
      expect(await refusal(api.call(endpoints.tokenInfo, {}))).toMatchObject({
        code: ApiErrorCode.NOT_SIGNED_IN,
      });
      expect((await control(app, 'GET', '/rules')).data).toEqual([]);
      expect((await control(app, 'GET', '/faults')).data).toEqual([]);
      expect(await visitor.call(endpoints.accessPolicy, {})).toMatchObject({ status: 1 });
      expect(await visitor.call(endpoints.checkChatAvailable, {})).toBe(true);
      expect(
        await visitor.call(endpoints.checkRegister, {
          username: 'brandnew1',
          email: 'brandnew1@example.com',
        }),
      ).toBeNull();
    },
  },
  'open-deposit-orders': {
    says: /opentabs \/ Test1234!: a cash-app order and a crypto charge are open and waiting for payment \(they never resolve/,
    async check({ app, signIn, advanceClock }) {
      const { user, api } = await signIn('opentabs', 'Test1234!');
      // No /api call lists open orders (the app keeps the ids its creation calls answered): read them.
      const orders = ownWorld(app)
        .db.select()
        .from(depositOrders)
        .where(eq(depositOrders.memberId, user.id))
        .all()
        .sort((a, b) => a.methodCode.localeCompare(b.methodCode));
      expect(orders.map((order) => [order.methodCode, order.amount / 100])).toEqual([
        ['CASH', 40],
        ['CRYPT', 60],
      ]);
      await advanceClock('2d');
      const [cash, crypt] = orders;
      for (let i = 0; i < 4; i++) {
        expect(await api.call(endpoints.cashFindOrder, { orderId: cash?.externalId ?? '' })).toEqual({
          status: 'wait',
        });
      }
      expect(await api.call(endpoints.depositPollingStatus, { id: crypt?.id ?? 0 })).toBe(0);
    },
  },
  'pending-withdrawals': {
    says: /waitingpayout \/ Test1234!: three withdrawals in flight \(pending, passed, paying\) that stay where they are/,
    async check({ signIn, advanceClock }) {
      const { api } = await signIn('waitingpayout', 'Test1234!');
      const statuses = async () => (await withdrawalsOf(api)).map((w) => [w.amount, w.status]);
      const expected = [
        [300, 29],
        [200, 20],
        [100, 0],
      ];
      expect(await statuses()).toEqual(expected);
      await advanceClock('1d');
      expect(await statuses()).toEqual(expected);
    },
  },
  'restricted-location': {
    says: /The visitor's location is restricted: the access policy answers status 0 with the page to send them to/,
    async check({ visitor }) {
      expect(await visitor.call(endpoints.accessPolicy, {})).toEqual({
        status: 0,
        url: 'https://luckyharbor.example/restricted',
      });
    },
  },
  'rich-member': {
    says: /highroller \/ Test1234!: 50000\.00 cash, 500\.00 bonus, documents approved, VIP level 5/,
    async check({ signIn }) {
      const { user, api } = await signIn('highroller', 'Test1234!');
      expect(user).toMatchObject({ withdrawableBalance: 50000, bonusBalance: 500, vipLevel: 5, credited: 1 });
      for (const proof of [
        'idcardProofId',
        'idcardHoldProofId',
        'addressProofId',
        'paymentProofId',
      ] as const) {
        expect(user[proof], proof).not.toBeNull();
      }
      expect(await api.call(endpoints.withdrawApply, await bankApplication(api, 100))).toMatchObject({
        status: 0,
      });
    },
  },
  'session-expired': {
    says: /The next signed-in call \(one carrying a token\) answers -2/,
    async check({ visitor, signIn, refusal }) {
      // A visitor's calls first, as the home page makes them: they must not use the fault up.
      expect((await visitor.call(endpoints.gameOverview, {})).top.count).toBeGreaterThan(0);
      const { api } = await signIn('demo', 'Demo1234!');
      expect(await refusal(api.call(endpoints.tokenInfo, {}))).toEqual({
        code: -2,
        message: 'Please sign in to continue',
      });
      expect((await api.call(endpoints.tokenInfo, {})).username).toBe('demo');
    },
  },
  'slow-network': {
    says: /Every \/api call takes 1\.5 to 3 seconds/,
    async check({ visitor }) {
      const started = performance.now();
      await visitor.call(endpoints.checkChatAvailable, {});
      const took = performance.now() - started;
      expect(took).toBeGreaterThanOrEqual(1490);
      expect(took).toBeLessThan(4500);
    },
  },
  'vip-member-with-points': {
    says: /vipplayer \/ Test1234!: VIP level 4 with 25000 points to spend in the VIP store, 2000\.00 cash/,
    async check({ signIn }) {
      const { user } = await signIn('vipplayer', 'Test1234!');
      expect(user).toMatchObject({ vipLevel: 4, vipPoints: 25000, withdrawableBalance: 2000 });
    },
  },
  'withdrawal-rejected': {
    says: /payoutrejected \/ Test1234!: 500\.00 deposited, documents approved, one pending withdrawal of 100\.00; it and the next one are rejected on review/,
    async check({ signIn, advanceClock }) {
      const { api } = await signIn('payoutrejected', 'Test1234!');
      const balance = async () => (await api.call(endpoints.tokenInfo, {})).withdrawableBalance;
      expect((await withdrawalsOf(api)).map((w) => [w.amount, w.status])).toEqual([[100, 0]]);
      expect(await balance()).toBe(400);
      await advanceClock('3m');
      expect((await withdrawalsOf(api)).map((w) => w.status)).toEqual([10]);
      expect(await balance()).toBe(500);
      await api.call(endpoints.withdrawApply, await bankApplication(api, 50));
      await advanceClock('3m');
      expect((await withdrawalsOf(api)).map((w) => w.status)).toEqual([10, 10]);
      // Only two: a third one goes on to be paid.
      await api.call(endpoints.withdrawApply, await bankApplication(api, 60));
      await advanceClock('3m');
      expect((await withdrawalsOf(api)).map((w) => w.status)).toEqual([20, 10, 10]);
    },
  },
};

describe('each scenario does what its description says', () => {
  it.each(shipped)('%s', async (name) => {
    const entry = checks[name];
    if (!entry) throw new Error(`fixtures/scenarios/${name}.json has no behaviour check: add one here`);
    const world = await worldWith(name);
    expect(world.description).toMatch(entry.says);
    await entry.check(world);
  });

  it('checks no scenario that is not shipped', () => {
    expect(Object.keys(checks).filter((name) => !shipped.includes(name))).toEqual([]);
  });
});

describe('a fault limited to calls with or without a token (signedIn)', () => {
  it('hits only the calls it names, and is not used up by the others', async () => {
    const { app, visitor, signIn, refusal } = await worldWith('new-visitor');
    const { api } = await signIn('demo', 'Demo1234!');
    const added = await control(app, 'POST', '/faults', {
      pathPattern: '/api/sys/**',
      signedIn: false,
      error: { code: 1500, message: 'Visitors only' },
      count: 1,
    });
    expect(added).toMatchObject({ status: 201, data: { signedIn: false } });
    expect((await api.call(endpoints.tokenInfo, {})).username).toBe('demo');
    expect(await refusal(visitor.call(endpoints.checkChatAvailable, {}))).toEqual({
      code: 1500,
      message: 'Visitors only',
    });
    expect(await visitor.call(endpoints.checkChatAvailable, {})).toBe(true);
    expect((await control(app, 'POST', '/faults', { pathPattern: '/api/**', signedIn: 'yes' })).status).toBe(
      400,
    );
  });
});

describe("the docs' scenario examples", () => {
  it('are the shipped files, verbatim', async () => {
    // A `fixtures/scenarios/<name>.json` mention followed, within a few lines, by a ```json block.
    const examples = userDocs().flatMap(({ path, text }) =>
      [...text.matchAll(/fixtures\/scenarios\/([a-z0-9-]+)\.json`[^`]{0,200}```json\n([\s\S]*?)```/g)].map(
        ([, name = '', block = '']) => ({ path, name, block }),
      ),
    );
    expect(examples.length).toBeGreaterThan(0);
    for (const { path, name, block } of examples) {
      const shippedText = await readFile(join(SCENARIO_DIR, `${name}.json`), 'utf8');
      const indented = block.replace(/^ {3}/gm, '');
      expect(JSON.parse(indented), `${path}: example of ${name}`).toEqual(JSON.parse(shippedText));
    }
  });
});

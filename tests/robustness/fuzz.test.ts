import { endpointSamples, endpoints } from '@casino/contracts/registry';
import { mulberry32 } from '@casino/fixtures/games';
import { openSession } from '@casino/sim-server/modules/auth/session-tokens';
import { ownWorld } from '@casino/sim-server/plugins/world-parts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzCasesFor } from './support/fuzz-cases';
import { createFuzzRunner } from './support/fuzz-runner';
import {
  addMember,
  callEndpoint,
  envelopeOf,
  holdJobs,
  startSimulator,
  type TestMember,
} from './support/simulator';

/**
 * Fuzz: every endpoint of the registry gets its valid sample under every kind of token, each
 * field broken in each way, random combinations and whole-body breakage (see fuzz-cases.ts).
 * No answer may be a 5xx or anything but an envelope (files excepted), the simulator must stay
 * up, and a refused request must leave every mutable table as it was.
 *
 * Seeded: ROBUSTNESS_SEED=<n> replays a run exactly; FUZZ_COMBINATIONS widens it.
 */
const SEED = Number(process.env.ROBUSTNESS_SEED ?? 20260310);
const COMBINATIONS = Number(process.env.FUZZ_COMBINATIONS ?? 8);
/** The id the samples use for "the caller" (contracts/src/core/sample.ts). */
const SAMPLE_MEMBER_ID = 1001;

const nameSeed = (name: string) =>
  [...name].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, SEED);

let app: FastifyInstance;
let memberA: TestMember;
let memberB: TestMember;
let run: ReturnType<typeof createFuzzRunner>;
let sent = 0;

beforeAll(async () => {
  console.log(`fuzz seed ${SEED} (replay with ROBUSTNESS_SEED=${SEED})`);
  app = await startSimulator();
  holdJobs(app);
  memberA = addMember(app, 'fuzza');
  memberB = addMember(app, 'fuzzb');
  // A funded caller, so that valid money calls reach their deep paths (bets, cash-outs).
  const deposit = await callEndpoint(
    app,
    endpoints.creditcardDeposit,
    {
      ...(endpointSamples.creditcardDeposit.validRequest as Record<string, unknown>),
      memberId: memberA.id,
      amount: 500,
      depositAmount: 500,
      cardNum: '4242424242424242',
      cardCountry: 'US',
      cardState: 'CA',
    },
    memberA.token,
  );
  expect(envelopeOf(deposit)?.error, deposit.body).toBe(0);
  run = createFuzzRunner(app, memberA, memberB);
});

afterAll(async () => {
  await app?.close();
});

/** The sample request, with the samples' caller id swapped for member A's. */
function validRequestOf(name: keyof typeof endpointSamples): Record<string, unknown> {
  const sample = endpointSamples[name].validRequest as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(sample).map(([key, value]) => [key, value === SAMPLE_MEMBER_ID ? memberA.id : value]),
  );
}

describe(`fuzz every endpoint (seed ${SEED})`, () => {
  for (const [name, endpoint] of Object.entries(endpoints)) {
    it(`${name} (${endpoint.method} ${endpoint.path}) answers every broken request with an envelope and changes nothing when refusing`, async () => {
      const random = mulberry32(nameSeed(name));
      const cases = fuzzCasesFor(
        endpoint,
        validRequestOf(name as keyof typeof endpointSamples),
        random,
        COMBINATIONS,
      );
      const problems: string[] = [];
      for (const fuzzCase of cases) {
        const outcome = await run(endpoint, fuzzCase);
        for (const problem of outcome.problems) problems.push(`[${outcome.label}] ${problem}`);
      }
      sent += cases.length;
      ownWorld(app).jobs.runAll();
      const health = await app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode, 'the simulator stays up').toBe(200);
      expect(problems, `seed ${SEED}, ${cases.length} cases`).toEqual([]);
      // Nothing the fuzzing stored may make a later answer fail its contract (a
      // stored 0 limit once made these answer 500 for good).
      const token = openSession(ownWorld(app).db, memberA.id, ownWorld(app).clock.now());
      const reads = [
        [endpoints.protectionStatus, {}],
        [endpoints.protectionPlaySession, {}],
        [endpoints.getMember, { id: memberA.id }],
      ] as const;
      for (const [read, payload] of reads) {
        const answer = await callEndpoint(app, read, payload, token);
        expect(envelopeOf(answer)?.error, `${read.path} after fuzzing ${name}: ${answer.body}`).toBe(0);
      }
    });
  }

  it('sent thousands of requests and still serves a signed-in member', async () => {
    console.log(`fuzz: ${sent} requests over ${Object.keys(endpoints).length} endpoints`);
    expect(sent).toBeGreaterThan(3000);
    const info = await callEndpoint(app, endpoints.tokenInfo, {}, addMember(app, 'fuzzc').token);
    expect(envelopeOf(info)?.error).toBe(0);
  });
});

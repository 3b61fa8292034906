import type { Registration, SessionUser } from '@casino/contracts/auth/schemas';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { countries, currencies, mailOutbox, members, states } from '../../db/schema/index';
import { ownWorld } from '../../plugins/world-parts';
import { createTestApp, envelopeOf, postForm, postJson } from '../../testing/test-app';

/**
 * The reference rows sign-up checks against. The reference module seeds its own; these are
 * added only where missing, so the tests pass with or without that seed.
 */
export function ensureSignUpReference(app: FastifyInstance) {
  ownWorld(app)
    .db.insert(currencies)
    .values([
      { code: 'USD', symbol: '$', exchangeRate: 1, enabled: 1 },
      { code: 'XTS', symbol: 'T', exchangeRate: 1, enabled: 0 },
    ])
    .onConflictDoNothing()
    .run();
  ownWorld(app)
    .db.insert(countries)
    .values([
      { isoCode2: 'US', enName: 'United States', status: 1, telNum: '1' },
      { isoCode2: 'ZZ', enName: 'Nowhere', status: 0, telNum: '999' },
    ])
    .onConflictDoNothing()
    .run();
  ownWorld(app)
    .db.insert(states)
    .values([{ code: 'CA', name: 'California', isoCode2: 'US', enabled: 1 }])
    .onConflictDoNothing()
    .run();
}

/** A registration the simulator accepts (against `ensureSignUpReference`), with overrides. */
export function validRegistration(overrides: Partial<Registration> = {}): Registration {
  return {
    email: 'jane.doe@example.com',
    username: 'janedoe',
    password: 'Secret123!',
    repassword: 'Secret123!',
    mobilePrefix: '1',
    mobile: '4155550199',
    firstName: 'Jane',
    lastName: 'Doe',
    gender: 'FEMALE',
    birthday: '1990-01-15',
    countryCode: 'US',
    stateCode: 'CA',
    city: 'Los Angeles',
    postalCode: '90001',
    address: '1 Sunset Boulevard',
    currency: 'USD',
    agreed: true,
    ...overrides,
  };
}

export async function register(app: FastifyInstance, overrides: Partial<Registration> = {}) {
  return envelopeOf(await postJson(app, '/sys/auth/register', validRegistration(overrides)));
}

export async function registerOk(
  app: FastifyInstance,
  overrides: Partial<Registration> = {},
): Promise<SessionUser> {
  const body = await register(app, overrides);
  if (body.error !== 0) throw new Error(`register failed: ${body.error} ${body.message}`);
  return body.data as SessionUser;
}

export async function login(
  app: FastifyInstance,
  username: string,
  password: string,
  remoteAddress = '127.0.0.1',
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/sys/auth/login',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password, type: 'MEMBER' }).toString(),
  });
  return envelopeOf(response);
}

export async function loginToken(app: FastifyInstance, username: string, password: string): Promise<string> {
  const body = await login(app, username, password);
  if (body.error !== 0) throw new Error(`login failed: ${body.error} ${body.message}`);
  return (body.data as SessionUser).token;
}

export async function tokenInfo(app: FastifyInstance, token?: string) {
  return envelopeOf(await postForm(app, '/sys/auth/token/info', {}, token));
}

export function mailsTo(app: FastifyInstance, address: string) {
  return ownWorld(app)
    .db.select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, address))
    .orderBy(desc(mailOutbox.id))
    .all();
}

/** The code of a mailed link (`/#/activation?code=...`). */
export function codeOfLink(link: string): string {
  const code = new URLSearchParams(link.split('?')[1] ?? '').get('code');
  if (!code) throw new Error(`no code in ${link}`);
  return code;
}

export function memberRow(app: FastifyInstance, username: string) {
  const row = ownWorld(app).db.select().from(members).where(eq(members.username, username)).get();
  if (!row) throw new Error(`no member ${username}`);
  return row;
}

/** A test app with the sign-up reference rows, its clock on a fixed day: 2026-03-10 12:00 UTC. */
export async function signUpApp() {
  const app = await createTestApp();
  ensureSignUpReference(app);
  ownWorld(app).clock.set(Date.UTC(2026, 2, 10, 12));
  return app;
}

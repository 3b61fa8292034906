import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files, games, promotions } from '../../db/schema/index';
import { ownWorld } from '../../plugins/world-parts';
import { createTestApp, envelopeOf, postForm } from '../../testing/test-app';
import { signedInMember } from './content-test-support';

interface PromotionAnswer {
  id: number;
  buttonText: string;
  action: string;
  gameId: number | null;
  bgImg: number;
  mobileBgImg: number;
}

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

async function currentPromotion(app: TestApp, token?: string) {
  return envelopeOf(await postForm(app, '/sys/promotion/current', {}, token));
}

describe('promotion popup', () => {
  it('needs a signed-in member', async () => {
    const app = await createTestApp();
    expect((await currentPromotion(app)).error).toBe(ApiErrorCode.NOT_SIGNED_IN);
  });

  it('offers the first-deposit bonus to a member who never deposited', async () => {
    const app = await createTestApp();
    const token = signedInMember(app, { credited: false, childCount: 0 });
    const body = await currentPromotion(app, token);
    expect(body.error).toBe(0);
    expect(body.data).toMatchObject({ action: 'DEPOSIT', buttonText: 'Deposit now', gameId: null });
  });

  it('invites friends once the member has deposited', async () => {
    const app = await createTestApp();
    const token = signedInMember(app, { credited: true, childCount: 0 });
    expect((await currentPromotion(app, token)).data).toMatchObject({ action: 'INVITE', gameId: null });
  });

  it('features game 1 to a depositing member who already invites, and falls back when it is off', async () => {
    const app = await createTestApp();
    const token = signedInMember(app, { credited: true, childCount: 3 });
    expect((await currentPromotion(app, token)).data).toMatchObject({ action: 'LAUNCH_GAME', gameId: 1 });
    ownWorld(app).db.update(games).set({ enabled: 0 }).where(eq(games.id, 1)).run();
    expect((await currentPromotion(app, token)).data).toMatchObject({ action: 'INVITE' });
  });

  it('shows the announcement when the preferred offer is turned off, and null when nothing is on', async () => {
    const app = await createTestApp();
    const token = signedInMember(app, { credited: false, childCount: 0 });
    ownWorld(app).db.update(promotions).set({ enabled: 0 }).where(eq(promotions.action, 'DEPOSIT')).run();
    expect((await currentPromotion(app, token)).data).toMatchObject({
      action: 'CLOSE_ONLY',
      buttonText: 'Got it',
    });
    ownWorld(app).db.update(promotions).set({ enabled: 0 }).run();
    const body = await currentPromotion(app, token);
    expect(body.error).toBe(0);
    expect(body.data).toBeNull();
  });

  it('seeds one popup per action, each with stored desktop and mobile backgrounds', async () => {
    const app = await createTestApp();
    const rows = ownWorld(app).db.select().from(promotions).all();
    expect(rows.map((row) => row.action).sort()).toEqual(
      ['CLOSE_ONLY', 'DEPOSIT', 'INVITE', 'LAUNCH_GAME', 'REGISTER'].sort(),
    );
    for (const row of rows) {
      for (const fileId of [row.bgImg, row.mobileBgImg]) {
        const file = ownWorld(app).db.select().from(files).where(eq(files.id, fileId)).get();
        expect(file?.mimeType).toBe('image/svg+xml');
        expect(file?.bytes.toString('utf8')).toContain('</svg>');
      }
    }
    const token = signedInMember(app, { credited: false, childCount: 0 });
    const answer = (await currentPromotion(app, token)).data as PromotionAnswer;
    const deposit = rows.find((row) => row.action === 'DEPOSIT');
    expect(answer).toEqual({
      id: deposit?.id,
      buttonText: 'Deposit now',
      action: 'DEPOSIT',
      gameId: null,
      bgImg: deposit?.bgImg,
      mobileBgImg: deposit?.mobileBgImg,
    });
  });
});

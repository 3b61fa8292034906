import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { NewsStatus, NewsType } from '@casino/contracts/news/enums';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { news } from '../../db/schema/index';
import { ownWorld } from '../../plugins/world-parts';
import { createTestApp, envelopeOf, postForm } from '../../testing/test-app';
import { signInNewMember } from '../invites/member-for-tests';
import { seedNews } from './news-seed';
import { addNews } from './news-service';

const MINUTE = 60_000;

/** A member with two unread items and one read, a minute apart (the newest last). */
function memberWithNews(app: FastifyInstance) {
  const signedIn = signInNewMember(app);
  const now = ownWorld(app).clock.now();
  const ids = [
    addNews(ownWorld(app).db, {
      memberId: signedIn.member.id,
      message: 'Withdrawal paid',
      type: NewsType.WITHDRAW,
      now: now - 3 * MINUTE,
    }),
    addNews(ownWorld(app).db, {
      memberId: signedIn.member.id,
      message: 'Withdrawal approved',
      type: NewsType.WITHDRAW,
      now: now - 2 * MINUTE,
    }),
    addNews(ownWorld(app).db, {
      memberId: signedIn.member.id,
      message: 'A friend joined',
      type: NewsType.SHARE,
      now: now - MINUTE,
    }),
  ];
  ownWorld(app)
    .db.update(news)
    .set({ status: NewsStatus.READ })
    .where(eq(news.id, ids[0] as number))
    .run();
  return { ...signedIn, ids };
}

describe('news calls need a signed-in member', () => {
  it('answers -2 without a token', async () => {
    const app = await createTestApp();
    for (const [path, payload] of [
      ['/sys/news/getNewCount', { memberId: '1' }],
      ['/base/news/listPage', { pageNum: '1' }],
      ['/sys/news/setNewsStatus', { id: '1' }],
    ] as const) {
      expect(envelopeOf(await postForm(app, path, payload)).error, path).toBe(ApiErrorCode.NOT_SIGNED_IN);
    }
  });
});

describe('unread count', () => {
  it('counts the unread items of the caller only', async () => {
    const app = await createTestApp();
    const { member, token } = memberWithNews(app);
    memberWithNews(app);
    const body = envelopeOf(
      await postForm(app, '/sys/news/getNewCount', { memberId: String(member.id) }, token),
    );
    expect(body).toMatchObject({ error: ApiErrorCode.OK, data: 2 });
  });

  it("refuses another member's id and a malformed one", async () => {
    const app = await createTestApp();
    const { token } = memberWithNews(app);
    const other = memberWithNews(app);
    expect(
      envelopeOf(await postForm(app, '/sys/news/getNewCount', { memberId: String(other.member.id) }, token))
        .error,
    ).toBe(ApiErrorCode.FORBIDDEN);
    expect(envelopeOf(await postForm(app, '/sys/news/getNewCount', { memberId: 'me' }, token)).error).toBe(
      ApiErrorCode.VALIDATION_FAILED,
    );
  });
});

describe('news list', () => {
  it('pages the caller news, newest first', async () => {
    const app = await createTestApp();
    const { member, token, ids } = memberWithNews(app);
    memberWithNews(app);
    const payload = { pageNum: '1', pageSize: '20', createTime_0: 'DESC', memberId_EQ: String(member.id) };
    const page = envelopeOf(await postForm(app, '/base/news/listPage', payload, token)).data as {
      content: { id: number; memberId: number; status: number; type: number }[];
      totalElements: number;
      last: boolean;
    };
    expect(page.totalElements).toBe(3);
    expect(page.last).toBe(true);
    expect(page.content.map((item) => item.id)).toEqual([...ids].reverse());
    expect(page.content.every((item) => item.memberId === member.id)).toBe(true);
    const small = envelopeOf(await postForm(app, '/base/news/listPage', { ...payload, pageSize: '2' }, token))
      .data as { content: unknown[]; last: boolean };
    expect(small.content).toHaveLength(2);
    expect(small.last).toBe(false);
  });

  it('filters by status and type', async () => {
    const app = await createTestApp();
    const { token } = memberWithNews(app);
    const unreadWithdrawals = envelopeOf(
      await postForm(app, '/base/news/listPage', { status: '0', type_EQ: '0' }, token),
    ).data as { content: { message: string }[] };
    expect(unreadWithdrawals.content.map((item) => item.message)).toEqual(['Withdrawal approved']);
  });

  it("refuses another member's news and fields the list does not know", async () => {
    const app = await createTestApp();
    const { token } = memberWithNews(app);
    const other = memberWithNews(app);
    expect(
      envelopeOf(await postForm(app, '/base/news/listPage', { memberId_EQ: String(other.member.id) }, token))
        .error,
    ).toBe(ApiErrorCode.FORBIDDEN);
    expect(envelopeOf(await postForm(app, '/base/news/listPage', { message: 'x' }, token)).error).toBe(
      ApiErrorCode.VALIDATION_FAILED,
    );
  });
});

describe('marking news read', () => {
  it('marks an own item read: the count drops and the list shows it read', async () => {
    const app = await createTestApp();
    const { member, token, ids } = memberWithNews(app);
    const shareItem = ids[2] as number;
    expect(
      envelopeOf(await postForm(app, '/sys/news/setNewsStatus', { id: String(shareItem) }, token)),
    ).toMatchObject({
      error: ApiErrorCode.OK,
      data: null,
    });
    expect(
      envelopeOf(await postForm(app, '/sys/news/getNewCount', { memberId: String(member.id) }, token)).data,
    ).toBe(1);
    const page = envelopeOf(await postForm(app, '/base/news/listPage', {}, token)).data as {
      content: { id: number; status: number }[];
    };
    expect(page.content.find((item) => item.id === shareItem)?.status).toBe(NewsStatus.READ);
  });

  it("refuses another member's item and answers not found for a missing one", async () => {
    const app = await createTestApp();
    const { token } = memberWithNews(app);
    const other = memberWithNews(app);
    expect(
      envelopeOf(await postForm(app, '/sys/news/setNewsStatus', { id: String(other.ids[1]) }, token)).error,
    ).toBe(ApiErrorCode.FORBIDDEN);
    expect(envelopeOf(await postForm(app, '/sys/news/setNewsStatus', { id: '99999' }, token)).error).toBe(
      ApiErrorCode.NOT_FOUND,
    );
    const untouched = ownWorld(app)
      .db.select()
      .from(news)
      .where(eq(news.id, other.ids[1] as number))
      .get();
    expect(untouched?.status).toBe(NewsStatus.UNREAD);
  });
});

describe('news seed', () => {
  it('gives the demo member an unread withdraw notice and an unread share notice', async () => {
    const app = await createTestApp({ seed: false });
    const { member } = signInNewMember(app, { username: 'demo' });
    ownWorld(app).db.transaction((tx) =>
      seedNews(tx, {
        now: ownWorld(app).clock.now(),
        siteName: 'Site',
        siteDomain: 'site.example',
        seed: 1,
        gameCount: 320,
      }),
    );
    const items = ownWorld(app).db.select().from(news).where(eq(news.memberId, member.id)).all();
    const unread = items.filter((item) => item.status === NewsStatus.UNREAD);
    expect(unread.map((item) => item.type).sort()).toEqual([NewsType.WITHDRAW, NewsType.SHARE]);
  });
});

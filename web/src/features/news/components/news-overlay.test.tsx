import { NewsStatus, NewsType } from '@casino/contracts/news/enums';
import type { NewsItem } from '@casino/contracts/news/schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAllOverlays } from '../../../shared/overlays/overlay-store';
import { newsTapTarget } from './news-overlay';

function newsItem(overrides: Partial<NewsItem>): NewsItem {
  return {
    id: 1,
    message: 'Hello',
    type: NewsType.WITHDRAW,
    status: NewsStatus.UNREAD,
    memberId: 1,
    createTime: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

describe('news rules', () => {
  afterEach(() => closeAllOverlays());

  it('news tap rules: unread withdraw → cash-out history, unread share → invite bonus, others nothing', () => {
    expect(newsTapTarget(newsItem({}))).toBe('cashOutHistory');
    expect(newsTapTarget(newsItem({ type: NewsType.SHARE }))).toBe('inviteBonus');
    expect(newsTapTarget(newsItem({ status: NewsStatus.READ }))).toBeNull();
    expect(newsTapTarget(newsItem({ type: NewsType.SHARE, status: NewsStatus.READ }))).toBeNull();
  });
});

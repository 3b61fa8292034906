import type { NewsItem } from '@casino/contracts/entities/content';
import { NewsStatus, NewsType, PromotionAction } from '@casino/contracts/enums';
import { endpoints } from '@casino/contracts/registry';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeAllOverlays, openOverlay, overlayStore } from '../../../shared/overlays/overlay-store';
import { STORAGE_KEYS } from '../../../shared/storage/app-storage';
import { mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { validatePasswordChange } from './change-password-overlay';
import { newsTapTarget } from './news-overlay';
import { runPromotionAction } from './promotion-popup-overlay';

const openNames = () => overlayStore.getSnapshot().map((entry) => entry.name);

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

describe('account rules', () => {
  afterEach(() => closeAllOverlays());

  it('news tap rules: unread withdraw → cash-out history, unread share → invite bonus, others nothing', () => {
    expect(newsTapTarget(newsItem({}))).toBe('cashOutHistory');
    expect(newsTapTarget(newsItem({ type: NewsType.SHARE }))).toBe('inviteBonus');
    expect(newsTapTarget(newsItem({ status: NewsStatus.READ }))).toBeNull();
    expect(newsTapTarget(newsItem({ type: NewsType.SHARE, status: NewsStatus.READ }))).toBeNull();
  });

  it('checks the new password first, then the repeat', () => {
    expect(validatePasswordChange('', '')).toEqual({ password: 'password.passwordTip' });
    expect(validatePasswordChange('', 'x')).toEqual({ password: 'password.passwordTip' });
    expect(validatePasswordChange('abc', 'abd')).toEqual({ repassword: 'password.passwordTip1' });
    expect(validatePasswordChange('Fresh5678!', 'Fresh5678!')).toEqual({});
  });

  it('then the password policy: 8 characters, not one repeated, not the username or e-mail', () => {
    expect(validatePasswordChange('abc', 'abc')).toEqual({ password: 'password.tooShort' });
    expect(validatePasswordChange('zzzzzzzz', 'zzzzzzzz')).toEqual({ password: 'password.oneCharacter' });
    const account = { username: 'demo', email: 'demo@luckyharbor.example' };
    expect(validatePasswordChange('DEMO@luckyharbor.example', 'DEMO@luckyharbor.example', account)).toEqual({
      password: 'password.sameAsAccount',
    });
  });

  it('runs each promotion action', () => {
    const navigate = vi.fn();
    const base = { id: 1, buttonText: 'Go', gameId: null, bgImg: 1, mobileBgImg: 2 };
    runPromotionAction({ ...base, action: PromotionAction.DEPOSIT }, navigate);
    expect(openNames()).toEqual(['deposit']);
    runPromotionAction({ ...base, action: PromotionAction.INVITE }, navigate);
    expect(openNames()).toEqual(['deposit', 'inviteBonus']);
    runPromotionAction({ ...base, action: PromotionAction.LAUNCH_GAME, gameId: 7 }, navigate);
    expect(overlayStore.getSnapshot().at(-1)).toMatchObject({
      name: 'gamePlay',
      props: { id: 7, playForFun: 0 },
    });
    closeAllOverlays();
    runPromotionAction({ ...base, action: PromotionAction.REGISTER }, navigate);
    expect(navigate).toHaveBeenCalledWith('/join');
    runPromotionAction({ ...base, action: PromotionAction.CLOSE_ONLY }, navigate);
    expect(openNames()).toEqual([]);
  });
});

describe('change password failure', { timeout: 20_000 }, () => {
  afterEach(() => {
    closeAllOverlays();
    vi.unstubAllGlobals();
  });

  it('shows common.serverBusy, not the server text', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, 't');
    const { createSessionUser } = await import('../../../testing/session-user');
    mockApi([
      [endpoints.tokenInfo, { data: createSessionUser() }],
      [endpoints.checkChatAvailable, { data: false }],
      [endpoints.acquireSetting, { data: '' }],
      [endpoints.changePassword, { error: 500, message: 'internal detail' }],
    ]);
    renderApp('/join');
    openOverlay('changePassword');
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    await userEvent.type(within(dialog).getByLabelText(/^New password/), 'Fresh5678!');
    await userEvent.type(within(dialog).getByLabelText(/^Repeat new password/), 'Fresh5678!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change' }));
    expect(await screen.findByText('Server is busy please try later')).toBeInTheDocument();
    expect(screen.queryByText('internal detail')).not.toBeInTheDocument();
  });
});

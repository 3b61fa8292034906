import { endpoints } from '@casino/contracts/registry';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeAllOverlays, openOverlay } from '../../../shared/overlays/overlay-store';
import { STORAGE_KEYS } from '../../../shared/storage/app-storage';
import { mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { validatePasswordChange } from './change-password-overlay';

describe('member rules', () => {
  afterEach(() => closeAllOverlays());

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

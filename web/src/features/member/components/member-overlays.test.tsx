import { endpoints } from '@casino/contracts/registry';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAllOverlays, openOverlay } from '../../../shared/overlays/overlay-store';
import { renderApp } from '../../../testing/render-app';
import { signInOnSimulator } from '../../../testing/render-overlay';
import { answerCall } from '../../../testing/sim-control';
import { useSimulator } from '../../../testing/simulator';
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
  useSimulator();
  afterEach(() => closeAllOverlays());

  it('shows common.serverBusy, not the server text', async () => {
    await signInOnSimulator();
    await answerCall(endpoints.changePassword, { error: 500, message: 'internal detail' });
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

import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeAllOverlays } from '../../../shared/overlays/overlay-store';
import { getSessionUserQueryOptions } from '../../../shared/session/api/get-session-user';
import { dialogStore } from '../../../shared/ui/dialog-store';
import { toastStore } from '../../../shared/ui/toast-store';
import { renderApp } from '../../../testing/render-app';
import { signInOnSimulator } from '../../../testing/render-overlay';
import { useSimulator } from '../../../testing/simulator';
import {
  choose,
  expectToast,
  fillAccountStep,
  installDesktopMatchMedia,
  textbox,
} from '../testing/auth-test-kit';

async function expectRule(user: UserEvent, buttonName: string, message: string) {
  await user.click(screen.getByRole('button', { name: buttonName }));
  await expectToast(message);
}

describe('sign-up variants', { timeout: 60_000 }, () => {
  useSimulator();
  beforeEach(installDesktopMatchMedia);
  afterEach(() => {
    vi.unstubAllGlobals();
    closeAllOverlays();
    dialogStore.reset();
    toastStore.reset();
  });

  it('single form: after the account checks come names, country, state, city, postal code, address', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/join?variant=single');
    await screen.findByRole('heading', { name: 'Your account' });
    await expectRule(user, 'Create account', 'Email required');
    await fillAccountStep(user);
    await expectRule(user, 'Create account', 'firstName required');
    await user.type(textbox('First name'), 'Jane');
    await expectRule(user, 'Create account', 'lastName required');
    await user.type(textbox('Last name'), 'Doe');
    await expectRule(user, 'Create account', 'Country required');
    await choose(user, 'Country', 'United States');
    await expectRule(user, 'Create account', 'State required');
    await choose(user, 'State', 'Texas');
    await expectRule(user, 'Create account', 'City required');
    await user.type(textbox('Town'), 'Austin');
    await expectRule(user, 'Create account', 'Postal code required');
    await user.type(textbox('Postal code'), '73301');
    await expectRule(user, 'Create account', 'Address required');
    await user.type(textbox('Address'), '1 Congress Ave');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alertdialog', { name: 'Warning' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.click(screen.getByRole('checkbox', { name: /at least 18 years old/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByRole('dialog', { name: 'Registration submitted' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('no variant promises "three short steps": only the step form has steps', async () => {
    const { router } = renderApp('/join?variant=single');
    await screen.findByRole('heading', { name: 'Your account' });
    const lead = 'Create your account to start playing for real money.';
    expect(screen.getByText(lead)).toBeInTheDocument();
    expect(screen.queryByText(/three/i)).not.toBeInTheDocument();
    await router.navigate('/join?variant=social');
    await screen.findByRole('heading', { name: 'Continue with Facebook' });
    expect(screen.getByText(lead)).toBeInTheDocument();
    expect(screen.queryByText(/three/i)).not.toBeInTheDocument();
  });

  it('sends a signed-in member who opens /join home (the form once opened)', async () => {
    await signInOnSimulator();
    const { router } = renderApp('/join');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { level: 1, name: 'Sign Up' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'E-mail' })).not.toBeInTheDocument();
  });

  it('social form: e-mail required and valid, then names; success signs the member in', async () => {
    const user = userEvent.setup({ delay: null });
    const { queryClient, router } = renderApp('/join');
    await user.click(await screen.findByRole('button', { name: 'Continue with Facebook' }));
    await screen.findByRole('heading', { name: 'Continue with Facebook' });
    await expectRule(user, 'Continue', 'Email required');
    await user.type(textbox('E-mail'), 'jane@');
    await expectRule(user, 'Continue', 'Email is invalid');
    await user.type(textbox('E-mail'), 'social.example');
    await expectRule(user, 'Continue', 'firstName required');
    await user.type(textbox('First name'), 'Jane');
    await expectRule(user, 'Continue', 'lastName required');
    await user.type(textbox('Last name'), 'Doe{Enter}');
    await expect
      .poll(() => queryClient.getQueryData(getSessionUserQueryOptions().queryKey))
      .toMatchObject({ email: 'jane@social.example' });
    // Navigations are transitions: the page changes once the next one is ready.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

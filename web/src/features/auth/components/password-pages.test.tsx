import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAllOverlays } from '../../../shared/overlays/overlay-store';
import { toastStore } from '../../../shared/ui/toast-store';
import { renderApp } from '../../../testing/render-app';
import { signInOnSimulator } from '../../../testing/render-overlay';
import { useSimulator } from '../../../testing/simulator';
import { expectToast, recordApiCalls } from '../testing/auth-test-kit';

/** The simulator outbox's latest mail, as far as these tests read it. */
type OutboxAnswer = { data: { link: string } };

const save = () => screen.getByRole('button', { name: 'Save new password' });

describe('password reset and activation pages', { timeout: 30_000 }, () => {
  const simulator = useSimulator();
  afterEach(() => {
    closeAllOverlays();
    toastStore.reset();
  });

  /** Asks for a reset mail in the simulator and reads the code from its link. */
  async function mailedCode(kind: 'password_reset' | 'activation'): Promise<string> {
    const response = await simulator.request({
      method: 'GET',
      url: `/__sim/outbox/latest?to=demo@luckyharbor.example&kind=${kind}`,
      headers: { 'x-sim-key': 'local-qa-key' },
    });
    const link = response.json<OutboxAnswer>().data.link;
    return new URL(link, 'http://app.test').hash.split('code=')[1] ?? '';
  }

  it('reset: password required, the repeat must match, then success and sign in', async () => {
    const user = userEvent.setup({ delay: null });
    await fetch('/api/sys/member/mail/forgot/send', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'usernameOrEmail=demo',
    });
    const code = await mailedCode('password_reset');
    renderApp(`/password/reset?code=${code}`);
    await user.click(await screen.findByRole('button', { name: 'Save new password' }));
    await expectToast('Password required');
    await user.type(screen.getByLabelText(/^New password/), 'Brand-new1');
    await user.type(screen.getByLabelText(/^Repeat new password/), 'Brand-new2');
    const calls = recordApiCalls();
    await user.click(save());
    await expectToast('passwords inconsistent, please check');
    expect(screen.getByLabelText(/^Repeat new password/)).toHaveAccessibleDescription(
      'passwords inconsistent, please check',
    );
    expect(calls).toEqual([]);
    await user.clear(screen.getByLabelText(/^Repeat new password/));
    await user.type(screen.getByLabelText(/^Repeat new password/), 'Brand-new1{Enter}');
    const heading = await screen.findByRole('heading', { name: 'Password changed' });
    const done = heading.closest('.auth-status') as HTMLElement;
    await user.click(within(done).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('reset: a used or wrong code toasts the server message', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/password/reset?code=not-a-code');
    await user.type(await screen.findByLabelText(/^New password/), 'Brand-new1');
    await user.type(screen.getByLabelText(/^Repeat new password/), 'Brand-new1');
    await user.click(save());
    await expectToast('This reset link is invalid, used or expired. Please ask for a new one.');
  });

  it('activation: a bad code fails and asks a visitor to sign in for a new mail', async () => {
    renderApp('/activation?code=nope');
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('Failed to activate account');
    expect(
      within(failed).getByRole('button', { name: 'Sign in to get a new activation mail' }),
    ).toBeInTheDocument();
  });

  /** Mails the seeded not-yet-active member (id 4) a new activation link; answers its code. */
  async function pendingMemberCode(): Promise<string> {
    const resend = await fetch('/api/sys/member/mail/join/send', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'id=4',
    });
    expect(resend.ok).toBe(true);
    const pending = await simulator.request({
      method: 'GET',
      url: '/__sim/outbox/latest?kind=activation',
      headers: { 'x-sim-key': 'local-qa-key' },
    });
    const link = pending.json<OutboxAnswer>().data.link;
    return link.split('code=')[1] ?? '';
  }

  it('activation: a mailed code activates', async () => {
    renderApp(`/activation?code=${await pendingMemberCode()}`);
    expect(await screen.findByRole('heading', { name: 'Your account is activated' })).toBeInTheDocument();
  });

  it('activation: the link opened again says the account is active and offers sign-in, with no toast', async () => {
    const code = await pendingMemberCode();
    const first = await fetch('/api/sys/member/activate', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `code=${code}`,
    });
    expect((await first.json()).error).toBe(0);
    renderApp(`/activation?code=${code}`);
    const heading = await screen.findByRole('heading', { name: 'Your account is already active' });
    expect(screen.queryByText('Failed to activate account')).not.toBeInTheDocument();
    expect(document.querySelectorAll('.toast__message')).toHaveLength(0);
    const done = heading.closest('.auth-status') as HTMLElement;
    await userEvent.click(within(done).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('activation: sending the mail again for an active account says so in one toast', async () => {
    await signInOnSimulator();
    renderApp('/activation?code=nope');
    const failed = await screen.findByRole('alert');
    await userEvent.click(within(failed).getByRole('button', { name: 'Send the activation mail again' }));
    await expectToast('Your account is already active, so no new activation mail is needed.');
    expect(document.querySelectorAll('.toast__message')).toHaveLength(1);
  });
});

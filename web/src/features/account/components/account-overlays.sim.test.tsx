import { endpoints } from '@casino/contracts/registry';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { apiClient } from '../../../shared/api/api-client';
import { closeAllOverlays, openOverlay, overlayStore } from '../../../shared/overlays/overlay-store';
import { STORAGE_KEYS } from '../../../shared/storage/app-storage';
import { renderApp } from '../../../testing/render-app';
import { useSimulator } from '../../../testing/simulator';

const openNames = () => overlayStore.getSnapshot().map((entry) => entry.name);

describe('account overlays against the simulator', { timeout: 30_000 }, () => {
  useSimulator();
  afterEach(() => closeAllOverlays());

  async function signInDemo(password = 'Demo1234!') {
    const user = await apiClient.call(endpoints.login, { username: 'demo', password, type: 'MEMBER' });
    window.localStorage.setItem(STORAGE_KEYS.token, user.token);
    return user;
  }

  it('taps an unread withdraw item: cash-out history opens, the item is read, the count drops', async () => {
    await signInDemo();
    renderApp('/');
    await screen.findByText(/1,500\.00/);
    openOverlay('news');
    const news = await screen.findByRole('dialog', { name: 'News' });
    expect(await within(news).findByText('Unread messages: 2')).toBeInTheDocument();
    const unreadWithdraw = within(news)
      .getAllByRole('button')
      .find((button) => button.textContent?.includes('Unread') && button.textContent.includes('Withdrawal'));
    if (!unreadWithdraw) throw new Error('no unread withdrawal item');
    await userEvent.click(unreadWithdraw);
    await waitFor(() => expect(openNames()).toContain('cashOutHistory'));
    expect(await within(news).findByText('Unread messages: 1')).toBeInTheDocument();
  });

  it('changes the password: validations in order, then success dialog, then the new one works', async () => {
    await signInDemo();
    renderApp('/');
    await screen.findByText(/1,500\.00/);
    openOverlay('changePassword');
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    const change = within(dialog).getByRole('button', { name: 'Change' });
    await userEvent.click(change);
    expect(within(dialog).getByText('Password required')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText(/^New password/), 'Fresh5678!');
    await userEvent.type(within(dialog).getByLabelText(/^Repeat new password/), 'Other');
    await userEvent.click(change);
    expect(within(dialog).queryByText('Password required')).not.toBeInTheDocument();
    expect(within(dialog).getByText('password is not consistent, please check')).toBeVisible();
    await userEvent.clear(within(dialog).getByLabelText(/^Repeat new password/));
    await userEvent.type(within(dialog).getByLabelText(/^Repeat new password/), 'Fresh5678!');
    await userEvent.click(change);
    const success = await screen.findByRole('alertdialog');
    expect(success).toHaveTextContent('Your password has been changed.');
    await userEvent.click(within(success).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Change Password' })).not.toBeInTheDocument(),
    );
    await expect(signInDemo('Fresh5678!')).resolves.toMatchObject({ username: 'demo' });
  });

  it('shows the personal details read-only with the support note', async () => {
    await signInDemo();
    renderApp('/');
    await screen.findByText(/1,500\.00/);
    openOverlay('personalDetails');
    const dialog = await screen.findByRole('dialog', { name: 'Personal Details' });
    expect(dialog).toHaveTextContent('Alex');
    expect(dialog).toHaveTextContent('Morgan');
    expect(dialog).toHaveTextContent('San Francisco');
    expect(dialog).toHaveTextContent('contact our support team');
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows the promotion popup when a visitor signs in', async () => {
    const { queryClient } = renderApp('/');
    await screen.findByRole('link', { name: 'Lucky Harbor Casino home' });
    const user = await signInDemo();
    queryClient.setQueryData(['session', 'user'], user);
    const popup = await screen.findByRole('dialog', { name: 'Promotion' });
    const action = within(popup)
      .getAllByRole('button')
      .find((b) => b.textContent && b.textContent !== '✕');
    expect(action).toBeDefined();
  });
});

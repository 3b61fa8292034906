import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAllOverlays, openOverlay } from '../../../shared/overlays/overlay-store';
import { renderApp } from '../../../testing/render-app';
import { signInOnSimulator } from '../../../testing/render-overlay';
import { useSimulator } from '../../../testing/simulator';

describe('member overlays against the simulator', { timeout: 30_000 }, () => {
  useSimulator();
  afterEach(() => closeAllOverlays());

  it('changes the password: validations in order, then success dialog, then the new one works', async () => {
    await signInOnSimulator();
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
    await expect(signInOnSimulator('demo', 'Fresh5678!')).resolves.toMatchObject({ username: 'demo' });
  });

  it('shows the personal details read-only with the support note', async () => {
    await signInOnSimulator();
    renderApp('/');
    await screen.findByText(/1,500\.00/);
    openOverlay('personalDetails');
    const dialog = await screen.findByRole('dialog', { name: 'Personal Details' });
    expect(dialog).toHaveTextContent('Alex');
    expect(dialog).toHaveTextContent('Morgan');
    expect(dialog).toHaveTextContent('San Francisco');
    expect(dialog).toHaveTextContent('contact our support team');
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    // Read-only: no Cancel, and the footer's way out is a plain Close, not the primary action.
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    const close = within(dialog).getAllByRole('button', { name: 'Close' }).at(-1);
    expect(close).not.toHaveClass('button--primary');
    await userEvent.click(close as HTMLElement);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Personal Details' })).not.toBeInTheDocument(),
    );
  });
});

import { endpoints } from '@casino/contracts/registry';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createAppApiClient } from '../../../shared/api/api-client';
import { openOverlay } from '../../../shared/overlays/overlay-store';
import { tokenStorage } from '../../../shared/storage/app-storage';
import { openFromDrawer, renderApp } from '../../../testing/render-app';
import { useSimulator } from '../../../testing/simulator';

async function signInAsDemo() {
  const user = await createAppApiClient().call(endpoints.login, {
    username: 'demo',
    password: 'Demo1234!',
    type: 'MEMBER',
  });
  tokenStorage.set(user.token);
  return user;
}

describe('invite bonus overlay against the simulator', { timeout: 20_000 }, () => {
  useSimulator();

  it('shows the link and count; tiers 1 and 3 are redeemable; redeeming refreshes the balance', async () => {
    const user = await signInAsDemo();
    const { queryClient } = renderApp('/404');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    const topBar = screen.getByRole('banner');
    expect(await within(topBar).findByText(/1,500\.00/)).toBeInTheDocument();
    await openFromDrawer('Invitation and Rewards');
    const dialog = await screen.findByRole('dialog', { name: 'Invitation and Rewards' });
    expect(await within(dialog).findByText('You have invited 4 friends.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Your invitation link')).toHaveValue(
      `${window.location.origin}/#/?code=DEMO2026`,
    );
    // Its name holds what it shows (WCAG 2.5.3, axe's label-in-name): a speech user says "Copy link".
    const copy = within(dialog).getByText('Copy link').closest('button');
    expect(copy).toHaveAccessibleName(expect.stringContaining('Copy link'));
    const tier = (count: number) =>
      within(dialog).getByRole('listitem', { name: new RegExp(`for ${count} friends?$`) });
    const redeemButton = (count: number) =>
      within(tier(count)).getByRole('button', {
        name: new RegExp(`Redeem the reward for ${count} friends?$`),
      });
    expect(tier(1)).toHaveAttribute('data-reached', 'true');
    expect(tier(3)).toHaveAttribute('data-reached', 'true');
    expect(tier(5)).toHaveAttribute('data-reached', 'false');
    expect(redeemButton(1)).toBeEnabled();
    expect(redeemButton(3)).toBeEnabled();
    expect(redeemButton(5)).toBeDisabled();
    expect(within(tier(5)).getByText('1 more to go')).toBeInTheDocument();

    await userEvent.click(redeemButton(3));
    expect(await within(dialog).findByText('Reward redeemed: it is in your balance.')).toBeInTheDocument();
    // treasureIndex is now 3: tiers 1 and 3 are spent, still highlighted as reached.
    await waitFor(() => expect(redeemButton(3)).toBeDisabled());
    expect(redeemButton(1)).toBeDisabled();
    expect(within(tier(3)).getByText('Redeemed')).toBeInTheDocument();
    const session = queryClient.getQueryData<{ availableBalance: number }>(['session', 'user']);
    expect(session?.availableBalance).toBe(user.availableBalance + 20);
    expect(await within(topBar).findByText(/1,520\.00/)).toBeInTheDocument();
  });

  it('asks a visitor to sign in', async () => {
    renderApp('/404');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    act(() => openOverlay('inviteBonus'));
    const dialog = await screen.findByRole('dialog', { name: 'Invitation and Rewards' });
    expect(within(dialog).getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openOverlay } from '../../../shared/overlays/overlay-store';
import { toastStore } from '../../../shared/ui/toast-store';
import { renderWalletOverlay, signInOnSimulator } from '../../../testing/render-overlay';
import { useSimulator } from '../../../testing/simulator';

const toasts = () => toastStore.getSnapshot().map((item) => item.message);

describe('VIP store against the simulator', () => {
  useSimulator();

  it('blocks packages above the member level, redeems one at it, and the points go down', async () => {
    await signInOnSimulator();
    const user = userEvent.setup();
    renderWalletOverlay('vipStore');
    // Available and lifetime points.
    expect(await screen.findAllByText('2,600', {}, { timeout: 10_000 })).toHaveLength(2);
    await user.click(await screen.findByRole('radio', { name: /Gold package: 2,000 points/ }));
    expect(screen.getByText('This package is above your VIP level and cannot be redeemed.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Redeem' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Silver package: 1,000 points/ }));
    expect(screen.getByRole('button', { name: 'Redeem' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'VIP store' })).not.toBeInTheDocument());
    expect(toasts()).toContain('Package redeemed: the bonus is in your balance.');
    expect(screen.getByText('Package redeemed: the bonus is in your balance.')).toBeVisible();

    // Opened again, the store shows the points left (lifetime points stay).
    act(() => openOverlay('vipStore'));
    const store = await screen.findByRole('dialog', { name: 'VIP store' });
    expect(await within(store).findByText('1,600')).toBeVisible();
  }, 30_000);
});

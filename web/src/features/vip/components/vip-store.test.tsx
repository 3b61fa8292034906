import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWalletOverlay, signInOnSimulator } from '../../../testing/render-overlay';
import { calledApiPaths, simControl } from '../../../testing/sim-control';
import { useSimulator } from '../../../testing/simulator';

describe('VIP store', () => {
  useSimulator();

  it("shows 'No packages' under 100 points and asks for none", async () => {
    await simControl.call('changeMember', { idOrUsername: 'demo', vipPoints: 99 });
    await signInOnSimulator();
    renderWalletOverlay('vipStore');
    expect(await screen.findByText('No packages: you need at least 100 points.')).toBeVisible();
    // The journal sees the screen's calls (its session), and none of them is the store's.
    const paths = await calledApiPaths();
    expect(paths).toContain('/api/sys/auth/token/info');
    expect(paths.some((path) => path.includes('vipStore'))).toBe(false);
  });

  it('warns about a package above the level and blocks redeem', async () => {
    await simControl.call('changeMember', { idOrUsername: 'demo', vipPoints: 2600, vipLevel: 2 });
    await signInOnSimulator();
    renderWalletOverlay('vipStore');
    const gold = await screen.findByRole('radio', { name: /Gold package: 2,000 points/ });
    gold.click();
    expect(
      await screen.findByText('This package is above your VIP level and cannot be redeemed.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Redeem' })).toBeDisabled();
  });
});

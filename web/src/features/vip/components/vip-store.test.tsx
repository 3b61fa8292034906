import { endpoints } from '@casino/contracts/registry';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { renderWalletOverlay, sessionAnswers } from '../../../testing/render-overlay';

describe('VIP store', () => {
  it("shows 'No packages' under 100 points and asks for none", async () => {
    const fetchMock = mockApi(sessionAnswers({ vipPoints: 99, vipLifeTimePoints: 500 }));
    renderWalletOverlay('vipStore');
    expect(
      await screen.findByText('No packages: you need at least 100 points.', {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('vipStore'))).toBe(false);
  });

  it('warns about a package above the level and blocks redeem', async () => {
    mockApi([
      ...sessionAnswers({ vipPoints: 2600, vipLevel: 2 }),
      [
        endpoints.vipStoreListAll,
        {
          data: [
            { id: 3, level: 20, points: 500, bonus: 6 },
            { id: 5, level: 30, points: 2000, bonus: 28 },
          ],
        },
      ],
    ]);
    renderWalletOverlay('vipStore');
    const gold = await screen.findByRole('radio', { name: /Gold package/ }, { timeout: 5000 });
    gold.click();
    expect(
      await screen.findByText('This package is above your VIP level and cannot be redeemed.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Redeem' })).toBeDisabled();
  });
});

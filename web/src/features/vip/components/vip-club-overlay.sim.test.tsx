import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAllOverlays, openOverlay } from '../../../shared/overlays/overlay-store';
import { renderApp } from '../../../testing/render-app';
import { useSimulator } from '../../../testing/simulator';

describe('VIP club against the simulator', { timeout: 20_000 }, () => {
  useSimulator();
  afterEach(() => closeAllOverlays());

  it("shows the five levels and, composed by the app, the content feature's VIP club article", async () => {
    renderApp('/');
    await screen.findByRole('link', { name: 'Lucky Harbor Casino home' });
    openOverlay('vipClub');
    const dialog = await screen.findByRole('dialog', { name: 'VIP Club' }, { timeout: 10_000 });
    const levels = await within(dialog).findByRole('table', {
      name: 'VIP levels and the lifetime points each needs',
    });
    expect(within(levels).getAllByRole('row')).toHaveLength(6);
    expect(within(levels).getByRole('rowheader', { name: '1 Bronze' })).toBeVisible();
    expect(
      await within(dialog).findByText(/one point for every 10 wagered/, {}, { timeout: 10_000 }),
    ).toBeVisible();
  });
});

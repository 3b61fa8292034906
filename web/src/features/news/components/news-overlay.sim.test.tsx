import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAllOverlays, openOverlay, overlayStore } from '../../../shared/overlays/overlay-store';
import { renderApp } from '../../../testing/render-app';
import { signInOnSimulator } from '../../../testing/render-overlay';
import { useSimulator } from '../../../testing/simulator';

const openNames = () => overlayStore.getSnapshot().map((entry) => entry.name);

describe('news against the simulator', { timeout: 30_000 }, () => {
  useSimulator();
  afterEach(() => closeAllOverlays());

  it('taps an unread withdraw item: cash-out history opens, the item is read, the count drops', async () => {
    await signInOnSimulator();
    renderApp('/');
    await screen.findByText(/1,500\.00/);
    openOverlay('news');
    const news = await screen.findByRole('dialog', { name: 'News' }, { timeout: 10_000 });
    expect(await within(news).findByText('Unread messages: 2')).toBeInTheDocument();
    const unreadWithdraw = within(news)
      .getAllByRole('button')
      .find((button) => button.textContent?.includes('Unread') && button.textContent.includes('Withdrawal'));
    if (!unreadWithdraw) throw new Error('no unread withdrawal item');
    await userEvent.click(unreadWithdraw);
    await waitFor(() => expect(openNames()).toContain('cashOutHistory'));
    expect(await within(news).findByText('Unread messages: 1')).toBeInTheDocument();
  });
});

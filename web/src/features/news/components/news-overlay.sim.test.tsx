import { act, screen, waitFor, within } from '@testing-library/react';
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

  it('counts the message a redeemed invite tier writes, in the list, its count and the drawer badge', async () => {
    await signInOnSimulator();
    renderApp('/404');
    await screen.findByText(/1,500\.00/);
    openOverlay('news');
    const news = await screen.findByRole('dialog', { name: 'News' }, { timeout: 10_000 });
    expect(await within(news).findByText('Unread messages: 2')).toBeInTheDocument();
    // The unread invitation notice opens the invite bonus (and is read: one unread left).
    const unreadShare = within(news)
      .getAllByRole('button')
      .find((button) => button.textContent?.includes('Unread') && button.textContent.includes('Invitation'));
    if (!unreadShare) throw new Error('no unread invitation item');
    await userEvent.click(unreadShare);
    const invite = await screen.findByRole('dialog', { name: 'Invitation and Rewards' });
    expect(await within(news).findByText('Unread messages: 1')).toBeInTheDocument();
    await userEvent.click(
      await within(invite).findByRole('button', { name: /Redeem the reward for 3 friends$/ }),
    );
    expect(await within(invite).findByText('Reward redeemed: it is in your balance.')).toBeInTheDocument();
    // The server wrote a message about the reward; the count once stayed behind the list.
    const unreadItems = () => within(news).getAllByText('Unread', { selector: '.news-item__status' });
    expect(await within(news).findByText('Unread messages: 2')).toBeInTheDocument();
    expect(unreadItems()).toHaveLength(2);
    act(() => closeAllOverlays());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: /Menu/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Main menu' });
    expect(await within(drawer).findByRole('button', { name: 'News 2 unread' })).toBeInTheDocument();
  });
});

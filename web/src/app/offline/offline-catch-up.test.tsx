import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeAllOverlays } from '../../shared/overlays/overlay-store';
import { openFromDrawer, renderApp } from '../../testing/render-app';
import { signInOnSimulator } from '../../testing/render-overlay';
import { simControl } from '../../testing/sim-control';
import { useSimulator } from '../../testing/simulator';

/** The browser's word on the network, and its event, as a phone's dropping network gives them. */
function setBrowserOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

const topBarBalance = () => {
  const balance = document.querySelector<HTMLElement>('header.top-bar .top-bar__balance');
  if (!balance) throw new Error('No balance in the top bar');
  return balance;
};

describe('a network that drops and comes back', { timeout: 30_000 }, () => {
  useSimulator();
  afterEach(() => {
    closeAllOverlays();
  });

  it('says so politely while offline, clear of the page, and the notice goes when back', async () => {
    await signInOnSimulator();
    renderApp('/');
    await screen.findByText(/1,500\.00/);
    const notice = document.querySelector('output.offline-notice');
    expect(notice).toHaveAttribute('aria-live', 'polite');
    expect(notice).toBeEmptyDOMElement();
    // Outside the app's root, as the toasts are: an open pop-up makes that root inert.
    expect(notice?.parentElement).toBe(document.body);

    setBrowserOnline(false);
    expect(notice).toHaveTextContent(
      "You're offline. The app will catch up as soon as your connection is back.",
    );
    setBrowserOnline(true);
    expect(notice).toBeEmptyDOMElement();
  });

  it('back online, the header balance and the open history catch up without a reload', async () => {
    await signInOnSimulator();
    renderApp('/');
    await screen.findByText(/1,500\.00/);
    await openFromDrawer('Transaction History', 'Cashier');
    const dialog = await screen.findByRole('dialog', { name: 'Transaction history' }, { timeout: 10_000 });
    const list = await within(dialog).findByRole('list', { name: 'Your transactions' }, { timeout: 10_000 });
    const rowsBefore = (await within(list).findAllByRole('article')).length;

    setBrowserOnline(false);
    // Money moves while the player cannot see it: a deposit of 100.00 is credited.
    await simControl.call('changeMember', { idOrUsername: 'demo', cashBalance: 1600 });
    setBrowserOnline(true);

    expect(
      await within(topBarBalance()).findByText(/1,600\.00/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await vi.waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(rowsBefore + 1), {
      timeout: 10_000,
    });
    expect(within(list).getAllByRole('article')[0]).toHaveTextContent('+100.00');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAllOverlays } from '../../../shared/overlays/overlay-store';
import { openFromDrawer, renderApp } from '../../../testing/render-app';
import { signInOnSimulator } from '../../../testing/render-overlay';
import { useSimulator } from '../../../testing/simulator';

/** The pop-up titled `title` once its article has drawn `text`. */
async function dialogWithText(title: string, text: RegExp): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name: title });
  expect((await within(dialog).findAllByText(text))[0]).toBeVisible();
  return dialog;
}

async function closeWithEscape(dialog: HTMLElement): Promise<void> {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
}

describe('legal and info pop-ups against the simulator', { timeout: 20_000 }, () => {
  useSimulator();
  afterEach(() => closeAllOverlays());

  it('the footer opens About Us, Privacy Policy and Terms and Conditions with their texts', async () => {
    renderApp('/404');
    const footer = await screen.findByRole('navigation', { name: 'Site links' });
    for (const [link, title, text] of [
      ['About us', 'About Us', /About Lucky Harbor Casino/],
      ['Privacy', 'Privacy Policy', /Lucky Harbor Casino/],
      ['Terms', 'Terms and Conditions', /terms/i],
    ] as const) {
      await userEvent.click(within(footer).getByRole('button', { name: link }));
      await closeWithEscape(await dialogWithText(title, text));
    }
  });

  it('the drawer opens banking, the VIP club, the withdrawal rules and promotions', async () => {
    await signInOnSimulator();
    const { router } = renderApp('/404');
    await within(await screen.findByRole('banner')).findByText(/1,500\.00/);

    await openFromDrawer('Banking', 'Cashier');
    const banking = await dialogWithText('Banking', /luckyharbor\.example/);
    expect(within(banking).getByRole('img', { name: 'Visa' })).toBeVisible();
    expect(within(banking).getByRole('img', { name: 'Bitcoin' })).toBeVisible();
    await closeWithEscape(banking);

    // The VIP club is the vip feature's levels with this feature's article, composed by the app.
    await openFromDrawer('VIP Club');
    const vip = await dialogWithText('VIP Club', /The Lucky Harbor Casino VIP Club/);
    const levels = within(vip).getByRole('table', { name: /VIP levels/ });
    expect(within(levels).getByRole('row', { name: /Gold 8,000/ })).toBeVisible();
    expect(within(vip).getByText('Your level: Silver')).toBeVisible();
    await closeWithEscape(vip);

    await openFromDrawer('Withdrawal Rules');
    await closeWithEscape(await dialogWithText('Withdrawal Rules', /withdraw/i));

    await openFromDrawer('Promotions');
    const promotions = await dialogWithText('Promotions', /Friday Fun/);
    // The banner image is an in-app link (data-href): it closes the pop-up and opens help.
    await userEvent.click(within(promotions).getByRole('link', { name: /first deposit bonus/i }));
    await waitFor(() => expect(promotions).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/branchIndex/help');
  });
});

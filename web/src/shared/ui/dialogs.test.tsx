import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import '../i18n/i18n';
import { dialogStore } from './dialog-store';
import { alertDialog, confirmDialog, DialogHost, warningDialog } from './dialogs';

/** Opens a dialog from outside React, as the api layer does, and hands back its promise. */
function show<T>(open: () => Promise<T>): Promise<T> {
  let promise: Promise<T> | undefined;
  act(() => {
    promise = open();
  });
  return promise as Promise<T>;
}

describe('dialogs', () => {
  afterEach(() => act(() => dialogStore.reset()));

  it('confirmDialog resolves true on confirm and false on cancel or Escape', async () => {
    const user = userEvent.setup();
    render(<DialogHost />);
    let answer = show(() =>
      confirmDialog({ title: 'Cancel withdrawal?', message: 'It returns to your balance.' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel withdrawal?' });
    expect(dialog).toHaveAccessibleDescription('It returns to your balance.');
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    answer = show(() =>
      confirmDialog({ title: 'Sign out?', message: 'Bye', cancelLabel: 'Stay', tone: 'danger' }),
    );
    const stay = await screen.findByRole('button', { name: 'Stay' });
    await waitFor(() => expect(stay).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    await expect(answer).resolves.toBe(false);

    answer = show(() => confirmDialog({ title: 'Again?', message: 'Sure?' }));
    await screen.findByRole('alertdialog', { name: 'Again?' });
    await user.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
  });

  it('shows a title and a message as such, and a message-only alert once, in its body', async () => {
    render(<DialogHost />);
    show(() => alertDialog({ title: 'Games paused', message: 'Your balance is held for a withdrawal.' }));
    const titled = await screen.findByRole('alertdialog', { name: 'Games paused' });
    expect(within(titled).getByRole('heading', { name: 'Games paused' })).toBeInTheDocument();
    expect(titled).toHaveAccessibleDescription('Your balance is held for a withdrawal.');
    act(() => dialogStore.reset());

    show(() => alertDialog({ message: 'Your deposit was successful.' }));
    const untitled = await screen.findByRole('alertdialog', { name: 'Your deposit was successful.' });
    // Not a large title over an empty band: no heading, the sentence once, in the body.
    expect(within(untitled).queryByRole('heading')).not.toBeInTheDocument();
    expect(within(untitled).getAllByText('Your deposit was successful.')).toHaveLength(1);
    for (const band of untitled.querySelectorAll('.modal__body, .modal__header')) {
      expect(band.childElementCount, band.className).toBeGreaterThan(0);
    }
  });

  it('alertDialog and warningDialog resolve true on OK, one after the other', async () => {
    const user = userEvent.setup();
    render(<DialogHost />);
    const first = show(() => alertDialog({ message: 'Logout failed' }));
    const second = show(() => warningDialog('Card declined'));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Logout failed' })).getByRole('button', {
        name: 'OK',
      }),
    );
    await expect(first).resolves.toBe(true);
    const warning = await screen.findByRole('alertdialog', { name: 'Warning' });
    expect(warning).toHaveAccessibleDescription('Card declined');
    await user.click(within(warning).getByRole('button', { name: 'OK' }));
    await expect(second).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('an alert dismissed (Escape, the close button) resolves false: what follows only OK does not run', async () => {
    const user = userEvent.setup();
    render(<DialogHost />);
    const escaped = show(() => alertDialog({ title: 'Games paused', message: 'Held for a withdrawal' }));
    await screen.findByRole('alertdialog', { name: 'Games paused' });
    await user.keyboard('{Escape}');
    await expect(escaped).resolves.toBe(false);
    const closed = show(() => alertDialog({ title: 'Games paused', message: 'Held for a withdrawal' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Games paused' })).getByRole('button', {
        name: 'Close',
      }),
    );
    await expect(closed).resolves.toBe(false);
  });
});

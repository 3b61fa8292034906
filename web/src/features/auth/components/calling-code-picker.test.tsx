import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../shared/i18n/i18n';
import { closeAllOverlays } from '../../../shared/overlays/overlay-store';
import { renderApp } from '../../../testing/render-app';
import { useSimulator } from '../../../testing/simulator';
import { installDesktopMatchMedia } from '../testing/auth-test-kit';

/** The options the sheet lists now, by their accessible names. */
const listed = (sheet: HTMLElement) =>
  within(sheet)
    .getAllByRole('option')
    .map((option) => option.textContent);

/**
 * The desktop country-code list: each code with the countries that dial it, in the
 * player's language, found by typing the code or a country's name.
 */
describe('the sign-up country-code picker on a desktop', { timeout: 30_000 }, () => {
  useSimulator();
  beforeEach(installDesktopMatchMedia);
  afterEach(async () => {
    closeAllOverlays();
    await act(() => changeLanguage('en'));
  });

  it('names the countries of each code; typing the code or a name finds it, the best match first', async () => {
    const user = userEvent.setup();
    renderApp('/join');
    const field = await screen.findByRole('combobox', { name: 'Country code' });
    await user.click(field);
    const sheet = await screen.findByRole('dialog', { name: 'Country code' });
    const search = within(sheet).getByRole('combobox', { name: 'Search' });

    await user.type(search, '44');
    expect(listed(sheet)[0]).toBe('+44United Kingdom, Guernsey, Isle of Man, Jersey');
    await user.clear(search);
    await user.type(search, 'united kingdom');
    expect(listed(sheet)).toEqual(['+44United Kingdom, Guernsey, Isle of Man, Jersey']);
    // A name it starts before a name it is in: Sudan before South Sudan (+211).
    await user.clear(search);
    await user.type(search, 'sudan');
    expect(listed(sheet)).toEqual(['+249Sudan', '+211South Sudan']);
    await user.clear(search);
    await user.type(search, 'canada');
    expect(listed(sheet)).toEqual(['+1United States, Canada, U.S. Outlying Islands']);

    await user.click(within(sheet).getByRole('option'));
    expect(field).toHaveValue('+1');
  });

  it('searches what is typed on the closed field, as a select finds what is typed on it', async () => {
    const user = userEvent.setup();
    renderApp('/join');
    const field = await screen.findByRole('combobox', { name: 'Country code' });
    field.focus();
    await user.keyboard('44');
    const sheet = await screen.findByRole('dialog', { name: 'Country code' });
    expect(within(sheet).getByRole('combobox', { name: 'Search' })).toHaveValue('44');
    // Typed before the codes have arrived from the server: the search waits for them.
    await waitFor(() => expect(listed(sheet)[0]).toBe('+44United Kingdom, Guernsey, Isle of Man, Jersey'));
    await user.keyboard('{Enter}');
    expect(field).toHaveValue('+44');
  });

  it('names them in the player language', async () => {
    await act(() => changeLanguage('de'));
    const user = userEvent.setup();
    renderApp('/join');
    await user.click(await screen.findByRole('combobox', { name: 'Ländervorwahl' }));
    const sheet = await screen.findByRole('dialog', { name: 'Ländervorwahl' });
    await user.type(within(sheet).getByRole('combobox', { name: 'Suchen' }), 'deutschland');
    await waitFor(() => expect(listed(sheet)).toEqual(['+49Deutschland']));
  });
});

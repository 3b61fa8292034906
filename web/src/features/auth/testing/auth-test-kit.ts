import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';

/** The newest toast's text (toasts stay a few seconds, so older ones may still be there). */
export function lastToastText(): string | null {
  const messages = document.querySelectorAll('.toast__message');
  return messages[messages.length - 1]?.textContent ?? null;
}

/** Waits until the newest toast says `text`. */
export async function expectToast(text: string): Promise<void> {
  await waitFor(() => expect(lastToastText()).toBe(text));
}

/**
 * Records the API paths the app calls, on top of whatever fetch is installed (call it inside
 * the test, after `useSimulator()` has installed the simulator's fetch).
 */
export function recordApiCalls(): Array<{ path: string; body: string }> {
  const calls: Array<{ path: string; body: string }> = [];
  const underlying = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({
      path: url.replace(/^https?:\/\/[^/]+/, ''),
      body: typeof init?.body === 'string' ? init.body : '',
    });
    return underlying(input, init);
  });
  return calls;
}

export const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
export const combobox = (name: string | RegExp) => screen.getByRole('combobox', { name });

/**
 * Chooses an option of a desktop picker once its options have loaded. Options are matched by
 * text, not by role: role queries over the 250 countries are slow in jsdom. The country code
 * is a searchable sheet on a desktop too: its search is typed, and the option whose
 * label is `optionName` ("+44", over its countries) is clicked.
 */
export async function choose(user: UserEvent, pickerName: string, optionName: string): Promise<void> {
  const picker = combobox(pickerName);
  if (!(picker instanceof HTMLSelectElement)) {
    await user.click(picker);
    const sheet = await screen.findByRole('dialog', { name: pickerName });
    // Pasted: typing filters the long country lists once a key, which jsdom draws slowly.
    await user.click(within(sheet).getByRole('combobox', { name: 'Search' }));
    await user.paste(optionName);
    const label = await within(sheet).findByText(optionName, { selector: '.picker-sheet__label' });
    await user.click(label);
    return;
  }
  await waitFor(() =>
    expect([...picker.options].some((option) => option.textContent === optionName)).toBe(true),
  );
  await user.selectOptions(picker, optionName);
}

export interface AccountStepInput {
  email: string;
  username: string;
  password: string;
  repassword: string;
  prefix: string;
  mobile: string;
}

export const validAccount: AccountStepInput = {
  email: 'new.player@example.com',
  username: 'newplayer',
  password: 'Secret123!',
  repassword: 'Secret123!',
  prefix: '+44',
  mobile: '7700900123',
};

export async function fillAccountStep(user: UserEvent, input: Partial<AccountStepInput> = {}): Promise<void> {
  const values = { ...validAccount, ...input };
  if (values.email) await user.type(textbox('E-mail'), values.email);
  if (values.username) await user.type(textbox('Username'), values.username);
  if (values.password) await user.type(screen.getByLabelText(/^Password/), values.password);
  if (values.repassword) await user.type(screen.getByLabelText(/^Repeat password/), values.repassword);
  if (values.prefix) await choose(user, 'Country code', values.prefix);
  if (values.mobile) await user.type(textbox('Mobile number'), values.mobile);
}

export const birthdayBox = (part: 'Year' | 'Month' | 'Day', position: number, total: number) =>
  textbox(`${part}, digit ${position} of ${total}`);

export async function fillPersonalStep(user: UserEvent, birthday = '19900517'): Promise<void> {
  await user.type(textbox('First name'), 'Jane');
  await user.type(textbox('Last name'), 'Doe');
  await user.click(screen.getByRole('radio', { name: 'Female' }));
  await user.click(birthdayBox('Year', 1, 4));
  await user.keyboard(birthday);
}

export async function fillAddressStep(user: UserEvent): Promise<void> {
  await choose(user, 'Currency', 'EUR');
  await choose(user, 'Country', 'United Kingdom');
  await choose(user, 'State', 'Scotland');
  await user.type(textbox('Town'), 'Edinburgh');
  await user.type(textbox('Postal code'), 'EH1 1AA');
  await user.type(textbox('Address'), '1 Royal Mile');
}

/**
 * A desktop `matchMedia` for jsdom. Without one, the home page's carousel library installs a
 * stub without listeners, which breaks the layout hook once a test lands on home.
 */
export function installDesktopMatchMedia(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

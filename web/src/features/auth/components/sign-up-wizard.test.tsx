import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { endpoints } from '@casino/contracts/registry';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeAllOverlays } from '../../../shared/overlays/overlay-store';
import { STORAGE_KEYS } from '../../../shared/storage/app-storage';
import { dialogStore } from '../../../shared/ui/dialog-store';
import { toastStore } from '../../../shared/ui/toast-store';
import { renderApp } from '../../../testing/render-app';
import { answerCall } from '../../../testing/sim-control';
import { useSimulator } from '../../../testing/simulator';
import {
  choose,
  combobox,
  expectToast,
  fillAccountStep,
  fillAddressStep,
  fillPersonalStep,
  installDesktopMatchMedia,
  recordApiCalls,
  textbox,
} from '../testing/auth-test-kit';

const next = () => screen.getByRole('button', { name: 'Next' });
const create = () => screen.getByRole('button', { name: 'Create account' });

/** The failed check is toasted, written under the field (its description) and focused. */
async function expectInvalid(
  user: UserEvent,
  button: () => HTMLElement,
  message: string,
  field: HTMLElement,
  describedElement: HTMLElement = field,
) {
  await user.click(button());
  await expectToast(message);
  expect(describedElement).toHaveAccessibleDescription(expect.stringContaining(message));
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveFocus();
}

/**
 * Goes on to `step` as a player would: each step is in place once its heading has taken focus
 * (the effect after the draw); a click before that would have its focus taken by the heading.
 */
async function reachStep(user: UserEvent, step: 2 | 3) {
  await fillAccountStep(user);
  await user.click(next());
  const personal = await screen.findByRole('heading', { name: /Personal details/ });
  await waitFor(() => expect(personal).toHaveFocus());
  if (step === 2) return;
  await fillPersonalStep(user);
  await user.click(next());
  const address = await screen.findByRole('heading', { name: /^Address/ });
  await waitFor(() => expect(address).toHaveFocus());
}

describe('sign-up (three steps)', { timeout: 60_000 }, () => {
  useSimulator();
  beforeEach(installDesktopMatchMedia);
  afterEach(() => {
    closeAllOverlays();
    dialogStore.reset();
    toastStore.reset();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('checks step 1 in the spec order, each as a toast and an inline error', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/join');
    await screen.findByRole('heading', { name: /^Account/ }, { timeout: 10_000 });
    const step = screen.getByRole('list', { name: 'Sign-up progress' });
    expect(within(step).getByText('Account').closest('li')).toHaveAttribute('aria-current', 'step');

    await expectInvalid(user, next, 'Email required', textbox('E-mail'));
    await user.type(textbox('E-mail'), 'not-an-email');
    await expectInvalid(user, next, 'Email is invalid', textbox('E-mail'));
    await user.clear(textbox('E-mail'));
    await user.type(textbox('E-mail'), 'new.player@example.com');
    await expectInvalid(user, next, 'Username required', textbox('Username'));
    await user.type(textbox('Username'), 'newplayer');
    await expectInvalid(user, next, 'Password required', screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'Secret123!');
    await user.type(screen.getByLabelText(/^Repeat password/), 'Other123!');
    await expectInvalid(
      user,
      next,
      'password is not consistent, please check',
      screen.getByLabelText(/^Repeat password/),
    );
    await user.clear(screen.getByLabelText(/^Repeat password/));
    await user.type(screen.getByLabelText(/^Repeat password/), 'Secret123!');
    await expectInvalid(
      user,
      next,
      'Please choose international code of your mobile number',
      combobox('Country code'),
    );
    await choose(user, 'Country code', '+44');
    await expectInvalid(user, next, 'Mobile Number required', textbox('Mobile number'));
    // The mobile field keeps digits only.
    await user.type(textbox('Mobile number'), '77 00-abc900');
    expect(textbox('Mobile number')).toHaveValue('7700900');
    await user.click(next());
    // The heading draws first; focus moves to it in the effect after (a busy machine shows the gap).
    const personal = await screen.findByRole('heading', { name: /Personal details/ });
    await waitFor(() => expect(personal).toHaveFocus());
    const done = within(step).getByText('Account').closest('li');
    expect(done).toHaveTextContent('(completed)');
    // The tick is drawn (an SVG icon), not a font glyph.
    expect(done?.querySelector('.step-indicator__marker svg')).not.toBeNull();
  });

  it('toasts the server pre-check refusal at step 1 (a taken username) and stays', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/join');
    await screen.findByRole('heading', { name: /^Account/ }, { timeout: 10_000 });
    await fillAccountStep(user, { username: 'demo' });
    await user.click(next());
    await expectToast('This username is already taken, please choose another');
    expect(screen.getByRole('heading', { name: /^Account/ })).toBeInTheDocument();
  });

  it('checks step 2 in order; the back arrow goes down a step and keeps the values', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/join');
    await screen.findByRole('heading', { name: /^Account/ }, { timeout: 10_000 });
    await reachStep(user, 2);
    await expectInvalid(user, next, 'firstName required', textbox('First name'));
    await user.type(textbox('First name'), 'Jane');
    await expectInvalid(user, next, 'lastName required', textbox('Last name'));
    await user.type(textbox('Last name'), 'Doe');
    // Required like the names, and marked so (once no mark on either).
    for (const group of ['Gender', 'Birthday']) {
      expect(screen.getByRole('group', { name: group }).querySelector('legend')).toHaveTextContent(/\*$/);
    }
    expect(screen.getByRole('radio', { name: 'Male' })).toBeRequired();
    expect(textbox('Day, digit 2 of 2')).toBeRequired();
    await expectInvalid(
      user,
      next,
      'Gender required',
      screen.getByRole('radio', { name: 'Male' }),
      screen.getByRole('group', { name: 'Gender' }),
    );
    await user.click(screen.getByRole('radio', { name: 'Male' }));
    await user.click(textbox('Year, digit 1 of 4'));
    await user.keyboard('1990');
    await expectInvalid(
      user,
      next,
      'Birthday required',
      textbox('Month, digit 1 of 2'),
      screen.getByRole('group', { name: 'Birthday' }),
    );

    await user.click(screen.getByRole('button', { name: 'Back to the previous step' }));
    const account = await screen.findByRole('heading', { name: /^Account/ });
    await waitFor(() => expect(account).toHaveFocus());
    expect(textbox('Username')).toHaveValue('newplayer');
  });

  it('refuses a date that is not in the calendar before asking the server (1990-13-45)', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/join');
    await screen.findByRole('heading', { name: /^Account/ }, { timeout: 10_000 });
    await reachStep(user, 2);
    await fillPersonalStep(user, '19901345');
    await user.click(next());
    await expectToast('Please enter a real date of birth (month 01-12, a day that month has).');
    expect(screen.getByRole('heading', { name: /^Personal/ })).toBeInTheDocument();
  });

  it('refuses an under-age birthday through the step 2 pre-check', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/join');
    await screen.findByRole('heading', { name: /^Account/ }, { timeout: 10_000 });
    await reachStep(user, 2);
    const thisYear = new Date().getUTCFullYear();
    await fillPersonalStep(user, `${thisYear - 10}0101`);
    await user.click(next());
    await expectToast('You must be at least 18 years old to sign up');
  });

  it('checks step 3 in order; a new country clears the state', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/join');
    await screen.findByRole('heading', { name: /^Account/ }, { timeout: 10_000 });
    await reachStep(user, 3);
    await expectInvalid(user, create, 'Currency required', combobox('Currency'));
    await choose(user, 'Currency', 'EUR');
    await expectInvalid(user, create, 'Country required', combobox('Country'));
    await choose(user, 'Country', 'United Kingdom');
    await expectInvalid(user, create, 'State required', combobox('State'));
    await choose(user, 'State', 'Scotland');
    expect(combobox('State')).toHaveValue('GB-SCT');
    await choose(user, 'Country', 'Germany');
    expect(combobox('State')).toHaveValue('');
    await choose(user, 'State', 'Bavaria');
    await expectInvalid(user, create, 'Postal code required', textbox('Postal code'));
    await user.type(textbox('Postal code'), '80331');
    await expectInvalid(user, create, 'City required', textbox('Town'));
    await user.type(textbox('Town'), 'Munich');
    await expectInvalid(user, create, 'Address required', textbox('Address'));
  });

  it('a contract refusal of an earlier field goes back to its step with a translated tip, no developer text', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/join');
    await screen.findByRole('heading', { name: /^Account/ }, { timeout: 10_000 });
    await reachStep(user, 3);
    await fillAddressStep(user);
    await user.click(screen.getByRole('checkbox', { name: /at least 18 years old/ }));
    await answerCall(
      endpoints.checkRegister,
      {
        error: ApiErrorCode.VALIDATION_FAILED,
        message: 'Invalid request: firstName: Too big: expected string to have <=128 characters',
        data: { fields: [{ field: 'firstName', problem: 'too_long' }] },
      },
      { count: 1 },
    );
    await user.click(create());
    expect(await screen.findByRole('heading', { name: /^Personal/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?signUpStep=2');
    expect(textbox('First name')).toHaveAccessibleDescription('Too long: at most 128 characters.');
    expect(textbox('First name')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(textbox('First name')).toHaveFocus());
    expect(screen.queryByText(/Invalid request/)).not.toBeInTheDocument();
  });

  it('a refusal of a step 1 field from step 3 goes back to step 1, the field focused with its tip', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/join');
    await screen.findByRole('heading', { name: /^Account/ }, { timeout: 10_000 });
    await reachStep(user, 3);
    expect(router.state.location.search).toBe('?signUpStep=3');
    await fillAddressStep(user);
    await user.click(screen.getByRole('checkbox', { name: /at least 18 years old/ }));
    await answerCall(
      endpoints.checkRegister,
      {
        error: ApiErrorCode.VALIDATION_FAILED,
        message: 'Invalid request: username: Invalid string',
        data: { fields: [{ field: 'username', problem: 'invalid' }] },
      },
      { count: 1 },
    );
    await user.click(create());
    expect(await screen.findByRole('heading', { name: /^Account/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    const username = textbox('Username');
    await waitFor(() => expect(username).toHaveFocus());
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription(expect.stringContaining('Please check this entry.'));
    // The values typed at step 1 are still there.
    expect(textbox('E-mail')).not.toHaveValue('');
    expect(screen.queryByText(/Invalid request/)).not.toBeInTheDocument();
  });

  it('without the terms agreed shows the warning dialog and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/join');
    await screen.findByRole('heading', { name: /^Account/ }, { timeout: 10_000 });
    await reachStep(user, 3);
    await fillAddressStep(user);
    expect(screen.getByRole('checkbox', { name: /exclusive offers/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /at least 18 years old/ })).not.toBeChecked();
    const calls = recordApiCalls();
    await user.click(create());
    const dialog = await screen.findByRole('alertdialog', { name: 'Warning' });
    expect(dialog).toHaveTextContent(
      'Sorry, we can not accept you to be our customer unless you agree to our terms and conditions',
    );
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(calls.filter((call) => /checkRegister1|register$/.test(call.path))).toEqual([]);
  });

  it('registers: signs in, opens "join submitted" with the id and refreshes the token 1 s later', async () => {
    window.localStorage.setItem(STORAGE_KEYS.inviteCode, 'DEMOCODE');
    const user = userEvent.setup({
      delay: null,
      advanceTimers: (ms) => {
        if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
      },
    });
    renderApp('/join');
    await screen.findByRole('heading', { name: /^Account/ }, { timeout: 10_000 });
    await reachStep(user, 3);
    await fillAddressStep(user);
    await user.click(screen.getByRole('checkbox', { name: /at least 18 years old/ }));
    const calls = recordApiCalls();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Testing Library drives fake timers when it sees Jest's API; Vitest's does the same job.
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
    await user.click(create());

    const dialog = await screen.findByRole('dialog', { name: 'Registration submitted' }, { timeout: 10_000 });
    const registerCall = calls.find((call) => call.path.endsWith('/sys/auth/register'));
    expect(JSON.parse(registerCall?.body ?? '{}')).toMatchObject({
      username: 'newplayer',
      birthday: '1990-05-17',
      gender: 'FEMALE',
      currency: 'EUR',
      countryCode: 'GB',
      stateCode: 'GB-SCT',
      receiveExclusive: true,
      agreed: true,
      invitorCode: 'DEMOCODE',
    });
    const memberId = within(dialog).getByText(/^\d+$/).textContent;
    expect(Number(memberId)).toBeGreaterThan(0);
    // Player protection: sign-up prompts the new member to set a deposit limit.
    expect(within(dialog).getByRole('link', { name: 'Set a deposit limit' })).toHaveAttribute(
      'href',
      '/responsible-gaming',
    );
    expect(calls.map((call) => call.path)).not.toContain('/api/sys/auth/token/refresh');
    const tokenAfterRegister = window.localStorage.getItem(STORAGE_KEYS.token);
    expect(tokenAfterRegister).toBeTruthy();

    vi.advanceTimersByTime(1000);
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/sys/auth/token/refresh'));
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.token)).not.toBe(tokenAfterRegister));
    expect(within(dialog).getByRole('button', { name: 'Start playing' })).toBeInTheDocument();
  });
});

import { dailyDepositLimitSample } from '@casino/contracts/protection/samples';
import { endpoints } from '@casino/contracts/registry';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeAllOverlays } from '../../../shared/overlays/overlay-store';
import { STORAGE_KEYS } from '../../../shared/storage/app-storage';
import { dialogStore } from '../../../shared/ui/dialog-store';
import { toastStore } from '../../../shared/ui/toast-store';
import { renderApp } from '../../../testing/render-app';
import { useSimulator } from '../../../testing/simulator';
import { bodiesSentTo, breakBlock, limit, signedInWith, status } from '../testing/protection-test-kit';

const withLimits = status({
  realityCheckMinutes: 30,
  limits: [
    limit(dailyDepositLimitSample),
    limit({
      kind: 'LOSS',
      period: 'WEEK',
      amount: 50,
      pending: { amount: null, effectiveTime: '2026-11-23T12:00:00.000Z' },
    }),
    limit({ kind: 'WAGER', period: 'MONTH', amount: 1000, used: 250, remaining: 750 }),
  ],
});

const card = (name: string) => screen.getByRole('article', { name });
const toastTexts = () =>
  screen.queryAllByText(/./, { selector: '.toast__message' }).map((node) => node.textContent);

async function openPage() {
  const view = renderApp('/responsible-gaming');
  await screen.findByRole('heading', { level: 1, name: 'Responsible gaming' });
  await screen.findByRole('heading', { level: 2, name: 'Deposit limits' });
  return view;
}

describe('responsible gaming page', { timeout: 20_000 }, () => {
  useSimulator();
  beforeEach(() => {
    act(() => {
      closeAllOverlays();
      dialogStore.reset();
      toastStore.reset();
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows each limit with its use, when room frees up and a pending change', async () => {
    await signedInWith([[endpoints.protectionStatus, { data: withLimits }]]);
    await openPage();

    const daily = card('24-hour deposit limit');
    expect(within(daily).getByText('100.00 USD')).toBeInTheDocument();
    const meter = within(daily).getByRole('meter', { name: 'Share of the 24-hour deposit limit used' });
    expect(meter).toHaveAttribute('value', '80');
    expect(meter).toHaveAttribute('max', '100');
    expect(daily).toHaveTextContent('80.00 USD used');
    expect(daily).toHaveTextContent('20.00 USD left');
    expect(daily).toHaveTextContent(/Room frees up from .*2026/);
    expect(daily).toHaveTextContent(/Pending change: Rises to 200\.00 USD on .*2026/);
    expect(within(daily).getByRole('button', { name: 'Keep the current limit' })).toBeInTheDocument();
    expect(within(daily).getByRole('button', { name: 'Remove limit' })).toBeInTheDocument();

    // A removal already pending: it says when, and offers no second removal.
    const weeklyLoss = card('7-day loss limit');
    expect(weeklyLoss).toHaveTextContent(/Removed on .*2026/);
    expect(within(weeklyLoss).queryByRole('button', { name: 'Remove limit' })).not.toBeInTheDocument();

    expect(card('30-day wager limit')).toHaveTextContent('750.00 USD left');
    expect(card('7-day deposit limit')).toHaveTextContent('No limit set');
    expect(
      within(card('7-day deposit limit')).getByRole('button', { name: 'Set limit' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Every 30 minutes' })).toBeChecked();
    expect(screen.getByRole('link', { name: /^Safer gambling: advice/ })).toHaveAttribute(
      'href',
      '/safer-gambling',
    );
  });

  it('checks the amount, sets a limit and says it applies at once', async () => {
    const saved = status({ limits: [limit({ kind: 'LOSS', period: 'DAY', amount: 50, remaining: 50 })] });
    const fetchMock = await signedInWith([
      [endpoints.protectionStatus, { data: status() }],
      [endpoints.protectionSetLimit, { data: saved }],
    ]);
    await openPage();
    const dailyLoss = card('24-hour loss limit');
    const field = within(dailyLoss).getByLabelText('Limit in USD');

    await userEvent.type(field, '12.345');
    await userEvent.click(within(dailyLoss).getByRole('button', { name: 'Set limit' }));
    expect(field).toHaveAccessibleDescription('Enter an amount above zero, with at most two decimals.');
    expect(bodiesSentTo(fetchMock, endpoints.protectionSetLimit)).toEqual([]);

    await userEvent.clear(field);
    await userEvent.type(field, '50');
    await userEvent.click(within(dailyLoss).getByRole('button', { name: 'Set limit' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, endpoints.protectionSetLimit)).toEqual([
        { kind: 'LOSS', period: 'DAY', amount: 50 },
      ]),
    );
    expect(await within(card('24-hour loss limit')).findByText('50.00 USD')).toBeInTheDocument();
    // The toast comes from the call's own onSuccess, which React Query runs after the cache update
    // that redraws the card: it may show a moment later.
    await waitFor(() => expect(toastTexts()).toContain('Your 24-hour loss limit of 50.00 USD applies now.'));
  });

  it('removes a limit only after a confirmation that it waits 24 hours, then shows it pending', async () => {
    const removing = status({
      limits: [
        limit({
          kind: 'WAGER',
          period: 'MONTH',
          amount: 1000,
          pending: { amount: null, effectiveTime: '2026-11-23T12:00:00.000Z' },
        }),
      ],
    });
    const fetchMock = await signedInWith([
      [endpoints.protectionStatus, { data: withLimits }],
      [endpoints.protectionSetLimit, { data: removing }],
    ]);
    await openPage();

    await userEvent.click(within(card('30-day wager limit')).getByRole('button', { name: 'Remove limit' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Remove your 30-day wager limit?' });
    expect(dialog).toHaveTextContent('A removal applies only after a 24-hour cooling-off period.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(bodiesSentTo(fetchMock, endpoints.protectionSetLimit)).toEqual([]);

    await userEvent.click(within(card('30-day wager limit')).getByRole('button', { name: 'Remove limit' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Remove your 30-day wager limit?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove after 24 hours' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, endpoints.protectionSetLimit)).toEqual([
        { kind: 'WAGER', period: 'MONTH', amount: null },
      ]),
    );
    expect(await within(card('30-day wager limit')).findByText(/Removed on/)).toBeInTheDocument();
    await waitFor(() =>
      expect(toastTexts().join()).toMatch(/Your 30-day wager limit will be removed on .*2026/),
    );
  });

  it('shows a refusal from the server with the app’s error toast', async () => {
    await signedInWith([
      [endpoints.protectionStatus, { data: status() }],
      [endpoints.protectionSetLimit, { error: 1504, message: 'Not while a break is in force' }],
    ]);
    await openPage();
    const card7 = card('7-day deposit limit');
    await userEvent.type(within(card7).getByLabelText('Limit in USD'), '20');
    await userEvent.click(within(card7).getByRole('button', { name: 'Set limit' }));
    await waitFor(() => expect(toastTexts()).toContain('Not while a break is in force'));
    expect(card('7-day deposit limit')).toHaveTextContent('No limit set');
  });

  it('saves the reality-check interval chosen in the radio group', async () => {
    const fetchMock = await signedInWith([
      [endpoints.protectionStatus, { data: status({ realityCheckMinutes: 0 }) }],
      [endpoints.protectionSetRealityCheck, { data: status({ realityCheckMinutes: 60 }) }],
    ]);
    await openPage();
    const group = screen.getByRole('group', { name: 'Remind me' });
    expect(within(group).getByRole('radio', { name: 'Off' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'Every 60 minutes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, endpoints.protectionSetRealityCheck)).toEqual([{ minutes: 60 }]),
    );
    await waitFor(() => expect(toastTexts()).toContain('You will be reminded every 60 minutes.'));
  });

  it('states the consequences of a break before taking it, then signs out and says until when', async () => {
    const fetchMock = await signedInWith([
      [endpoints.protectionStatus, { data: status() }],
      [endpoints.protectionTakeBreak, { data: breakBlock('2026-11-29T12:00:00.000Z') }],
    ]);
    const { router } = await openPage();

    await userEvent.click(screen.getByRole('radio', { name: '7 days' }));
    await userEvent.click(screen.getByRole('button', { name: 'Take a break' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Take a break for 7 days?' });
    expect(dialog).toHaveTextContent('The break starts now and you are signed out on every device.');
    expect(dialog).toHaveTextContent(/You cannot sign in, play or deposit until .+\./);
    expect(dialog).toHaveTextContent('Withdrawals you have already requested are still paid.');
    expect(dialog).toHaveTextContent('The break cannot be cancelled or shortened once it has started.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(bodiesSentTo(fetchMock, endpoints.protectionTakeBreak)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Take a break' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Take a break for 7 days?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start my break' }));

    const notice = await screen.findByRole('alertdialog', { name: 'Your break has started' });
    expect(notice).toHaveTextContent(/You can sign in again from .*2026/);
    expect(bodiesSentTo(fetchMock, endpoints.protectionTakeBreak)).toEqual([
      { period: 'WEEK', confirm: true },
    ]);
    expect(router.state.location.pathname).toBe('/');
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    const topBar = document.querySelector<HTMLElement>('header.top-bar');
    if (!topBar) throw new Error('No top bar');
    expect(await within(topBar).findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    // No sign-out call: the server has already ended the session.
    expect(bodiesSentTo(fetchMock, endpoints.logout)).toEqual([]);
  });

  it('sends a self-exclusion only once the player ticks that it cannot be lifted early', async () => {
    const fetchMock = await signedInWith([
      [endpoints.protectionStatus, { data: status() }],
      [endpoints.protectionSelfExclude, { data: breakBlock(null, 'SELF_EXCLUSION') }],
    ]);
    const { router } = await openPage();

    await userEvent.click(screen.getByRole('radio', { name: 'Permanently' }));
    await userEvent.click(screen.getByRole('button', { name: 'Self-exclude' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Self-exclude permanently?' });
    expect(dialog).toHaveTextContent(
      'You will never again be able to sign in, play or deposit with this account.',
    );
    expect(dialog).toHaveTextContent('A self-exclusion cannot be shortened, cancelled or lifted early');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Self-exclude now' }));
    const tick = within(dialog).getByRole('checkbox', {
      name: 'I understand that this self-exclusion cannot be shortened or lifted early.',
    });
    expect(tick).toHaveAccessibleDescription('Tick the box to confirm that you understand.');
    expect(bodiesSentTo(fetchMock, endpoints.protectionSelfExclude)).toEqual([]);

    await userEvent.click(tick);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Self-exclude now' }));
    const notice = await screen.findByRole('alertdialog', { name: 'Your self-exclusion has started' });
    expect(notice).toHaveTextContent('Your self-exclusion is permanent.');
    expect(bodiesSentTo(fetchMock, endpoints.protectionSelfExclude)).toEqual([
      { period: 'PERMANENT', confirm: true },
    ]);
    expect(router.state.location.pathname).toBe('/');
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('sends a visitor to sign in first', async () => {
    await signedInWith([]);
    window.localStorage.removeItem(STORAGE_KEYS.token);
    const { router } = renderApp('/responsible-gaming');
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    expect(router.state.location.search).toBe(`?backurl=${encodeURIComponent('/responsible-gaming')}`);
  });
});

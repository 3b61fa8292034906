import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { calledApiPaths } from '../../../testing/sim-control';

// Workaround: vite rewrites `new URL('./assets/x', import.meta.url)` in the simulator's game
// pages into '/@fs/...' paths that node cannot read; map them back. Harmless once that module
// reads its assets by file path (reported to the lead).
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const realPath = (path: unknown) => {
    const text = path instanceof URL ? path.pathname : path;
    return typeof text === 'string' && text.startsWith('/@fs/') ? text.slice('/@fs'.length) : path;
  };
  const readFileSync = ((path: unknown, ...rest: unknown[]) =>
    (fs.readFileSync as (...args: unknown[]) => unknown)(realPath(path), ...rest)) as typeof fs.readFileSync;
  return { ...fs, default: { ...fs, readFileSync }, readFileSync };
});

import { DEMO, NEWBIE, renderWithDeposit, signIn, usePaymentScreens } from '../deposits-test-utils';

// The pop-up loads lazily and the simulator answers in-process: allow for a busy machine.
configure({ asyncUtilTimeout: 20_000 });

async function openMethod(name: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
  await userEvent.click(await within(dialog).findByRole('button', { name }));
  return dialog;
}

function lastToast() {
  const toasts = screen.queryAllByText(/./, { selector: '.toast__message' });
  return toasts.at(-1)?.textContent;
}

describe('deposit pop-up', { timeout: 60_000 }, () => {
  const simulator = usePaymentScreens(() => import('./crypto-deposit-flow'));

  it('lists the methods by visibility: 0 and 20 for a member who never deposited', async () => {
    await signIn(NEWBIE);
    renderWithDeposit();
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    expect(await within(dialog).findByText('100% Deposit Bonus')).toBeInTheDocument();
    expect(
      await within(dialog).findByRole('button', { name: 'Crypto (BTC, ETH, USDT, LTC)' }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'PayPal (express)' })).not.toBeInTheDocument();
    const names = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names[0]).toBe('Visa / Mastercard');
    expect(names).not.toContain('PingPong');
  });

  it('lists 0 and 10 for a member who has deposited', async () => {
    expect(simulator.app).toBeDefined();
    await signIn(DEMO);
    renderWithDeposit();
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    expect(await within(dialog).findByRole('button', { name: 'PayPal (express)' })).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: 'Crypto (BTC, ETH, USDT, LTC)' }),
    ).not.toBeInTheDocument();
  });

  it('card: 200 chosen by default; a preset clears the other amount and typing clears the preset', async () => {
    await signIn(NEWBIE);
    renderWithDeposit();
    const dialog = await openMethod('Visa / Mastercard');
    const preset200 = await within(dialog).findByRole('button', { name: 'R$200' });
    expect(preset200).toHaveAttribute('aria-pressed', 'true');
    const other = within(dialog).getByLabelText('Other amount');
    await userEvent.type(other, '75');
    expect(preset200).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(within(dialog).getByRole('button', { name: 'R$50' }));
    expect(other).toHaveValue(null);
    expect(within(dialog).getByText('Only Mastercard is supported currently.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Last name')).toHaveValue('Silva');
  });

  it('card: amount checks, then the card fields in order, each as a toast', async () => {
    await signIn(NEWBIE);
    renderWithDeposit();
    const dialog = await openMethod('Visa / Mastercard');
    const other = await within(dialog).findByLabelText('Other amount');
    const submit = within(dialog).getByRole('button', { name: 'Deposit now' });
    await userEvent.type(other, '5');
    await userEvent.click(submit);
    expect(lastToast()).toBe('The minimum deposit is 10 BRL');
    await userEvent.clear(other);
    await userEvent.type(other, '6000');
    await userEvent.click(submit);
    expect(lastToast()).toBe('The maximum deposit is 5000 BRL');
    await userEvent.clear(other);
    await userEvent.click(submit);
    expect(lastToast()).toBe('Please enter the deposit amount');
    await userEvent.type(other, '100');
    await userEvent.click(submit);
    expect(lastToast()).toBe('Please enter a valid card number');
    await userEvent.type(within(dialog).getByLabelText('Card number'), '4242 4242 4242 4242');
    await userEvent.click(submit);
    expect(lastToast()).toBe('Please enter the CVV (3 or 4 digits)');
    await userEvent.type(within(dialog).getByLabelText('CVV'), '123');
    await userEvent.click(submit);
    expect(lastToast()).toBe('Please choose the expiry month');
  });

  async function fillCard(dialog: HTMLElement, cardNum: string, month = '12', yearsAhead = 2) {
    await userEvent.type(await within(dialog).findByLabelText('Card number'), cardNum);
    await userEvent.type(within(dialog).getByLabelText('CVV'), '739');
    await userEvent.selectOptions(within(dialog).getByLabelText('Expiry month (MM)'), month);
    await userEvent.selectOptions(
      within(dialog).getByLabelText('Expiry year'),
      String(new Date().getFullYear() + yearsAhead),
    );
  }

  /** A stand-in for the processing window: the main window only opens, messages and sends it on. */
  function fakeProcessingWindow() {
    const target = { closed: false, postMessage: vi.fn(), location: { replace: vi.fn() } };
    const open = vi.spyOn(window, 'open').mockReturnValue(target as unknown as Window);
    return { target, open };
  }

  it('card: the window gets only a reference; the main window pays, says so, refreshes, closes', async () => {
    await signIn(NEWBIE);
    const { target, open } = fakeProcessingWindow();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderWithDeposit();
    const dialog = await openMethod('Visa / Mastercard');
    await fillCard(dialog, '4242 4242 4242 4242');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deposit now' }));
    expect(open).toHaveBeenCalledTimes(1);
    const address = String(open.mock.calls[0]?.[0]);
    const [path, query] = new URL(address).hash.slice(1).split('?');
    expect(path).toBe('/payment/cpay/processing');
    expect([...new URLSearchParams(query).keys()]).toEqual(['ref']);
    // The reference is random hex: it is taken out before looking for the card's digits.
    const ref = new URLSearchParams(query).get('ref') ?? '';
    expect(ref).toMatch(/^[0-9a-f]{32}$/);
    expect(address.replace(ref, '')).not.toMatch(/4242|739|card/i);
    const success = await screen.findByRole('alertdialog', { name: 'Your deposit was successful.' });
    expect(target.location.replace).toHaveBeenCalledWith(
      // The order's secret (sk) opens the hosted card page; a deposit id alone does not.
      expect.stringMatching(/\/sim\/pay\/card\?order=\d+&sk=[0-9a-f]+$/),
    );
    const depositCall = fetchSpy.mock.calls.find(([input]) => String(input).includes('/creditcard/deposit'));
    // The real last name, not a copy of the first name (docs/deviations.md).
    expect(JSON.parse(String(depositCall?.[1]?.body))).toMatchObject({
      cardNum: '4242424242424242',
      cardLastName: 'Silva',
    });
    // The session (and balance) is refreshed while the dialog shows; OK closes the pop-up.
    await waitFor(() =>
      expect(fetchSpy.mock.calls.some(([input]) => String(input).includes('/auth/token/refresh'))).toBe(true),
    );
    await userEvent.click(within(success).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Deposit' })).not.toBeInTheDocument());
  });

  it('pix: the window gets only a reference; the main window makes the order and sends it on', async () => {
    await signIn(NEWBIE);
    const { target, open } = fakeProcessingWindow();
    renderWithDeposit();
    const dialog = await openMethod('Pix');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'R$100' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(open).toHaveBeenCalledTimes(1);
    const [path, query] = new URL(String(open.mock.calls[0]?.[0])).hash.slice(1).split('?');
    expect(path).toBe('/payment/pix/processing');
    expect([...new URLSearchParams(query).keys()]).toEqual(['ref']);
    await waitFor(() =>
      expect(target.location.replace).toHaveBeenCalledWith(
        expect.stringMatching(/\/sim\/pay\/frame\?order=PP/),
      ),
    );
    expect(within(dialog).getByText(/Complete the payment in the window/)).toBeInTheDocument();
    // The window closing closes the pop-up (spec 02 §4).
    target.closed = true;
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Deposit' })).not.toBeInTheDocument());
  });

  it("card: a declined card shows the server's reason in a warning; the form stays", async () => {
    await signIn(NEWBIE);
    const { target } = fakeProcessingWindow();
    renderWithDeposit();
    const dialog = await openMethod('Visa / Mastercard');
    await fillCard(dialog, '4000 0000 0000 0002');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deposit now' }));
    const warning = await screen.findByRole('alertdialog', { name: 'Warning' });
    expect(warning).toHaveTextContent('Your card was declined');
    expect(target.location.replace).not.toHaveBeenCalled();
    await userEvent.click(within(warning).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByRole('button', { name: 'Deposit now' })).toBeInTheDocument();
  });

  it('card: an expired card, a Luhn slip and a short CVV are refused before any window opens', async () => {
    await signIn(NEWBIE);
    const open = vi.spyOn(window, 'open');
    renderWithDeposit();
    const dialog = await openMethod('Visa / Mastercard');
    // The card form's code loads on demand: on a busy machine it arrives after the click.
    const submit = await within(dialog).findByRole('button', { name: 'Deposit now' });
    await fillCard(dialog, '4242 4242 4242 4241');
    await userEvent.click(submit);
    expect(lastToast()).toBe('Please enter a valid card number');
    const number = within(dialog).getByLabelText('Card number');
    await userEvent.clear(number);
    await userEvent.type(number, '4242 4242 4242 4242');
    await userEvent.type(within(dialog).getByLabelText('CVV'), '1');
    await userEvent.click(submit);
    expect(lastToast()).toBe('Please enter the CVV (3 or 4 digits)');
    const cvv = within(dialog).getByLabelText('CVV');
    await userEvent.clear(cvv);
    await userEvent.type(cvv, '739');
    await userEvent.selectOptions(within(dialog).getByLabelText('Expiry month (MM)'), '01');
    await userEvent.selectOptions(
      within(dialog).getByLabelText('Expiry year'),
      String(new Date().getFullYear()),
    );
    await userEvent.click(submit);
    // In January no month of this year lies in the past (and earlier years are not offered).
    if (new Date().getMonth() > 0) {
      expect(lastToast()).toBe('This card has expired. Please check the expiry date or use another card.');
    }
    expect(open).not.toHaveBeenCalled();
  });

  it('cash: no 5000 cap; the pay screen shows the original amount struck through', async () => {
    await signIn(NEWBIE);
    renderWithDeposit();
    const dialog = await openMethod('Cash App');
    await userEvent.type(await within(dialog).findByLabelText('Other amount'), '6000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByRole('button', { name: "I'VE MADE THE TRANSFER" })).toBeInTheDocument();
    expect(dialog.querySelector('del')).toHaveTextContent('R$6,000.00');
    expect(
      within(dialog).getByText('Write your own first and last name in the note line.'),
    ).toBeInTheDocument();
  });

  it('amount: 10.5 and 1e3 are refused with the whole-amount tip; no order is asked for', async () => {
    await signIn(NEWBIE);
    renderWithDeposit();
    const dialog = await openMethod('Cash App');
    const other = await within(dialog).findByLabelText('Other amount');
    for (const typed of ['10.5', '1e3']) {
      await userEvent.clear(other);
      await userEvent.type(other, typed);
      expect(other).toHaveValue(Number(typed));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
      expect(lastToast()).toBe('Please enter a whole amount in digits, without cents (for example 25)');
    }
    expect(await calledApiPaths()).not.toContain('/api/sys/deposit/cash/depositOrder');
    expect(within(dialog).getByLabelText('Other amount')).toBeInTheDocument();
  });

  it('crypto: a coin must be chosen (an alert)', async () => {
    await signIn(NEWBIE);
    renderWithDeposit();
    const dialog = await openMethod('Crypto (BTC, ETH, USDT, LTC)');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'R$50' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alertdialog', { name: 'Please choose a coin' })).toBeInTheDocument();
  });

  it("callback routes: a stripe-style return whose status has 'fail' is an error at once, then home", async () => {
    await signIn(NEWBIE);
    const { router } = renderApp('/payment/easyzeng/return?order_id=cs_test_1&status=fail');
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    expect(await within(dialog).findByRole('heading', { name: 'Deposit failed' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("callback routes: cancel says 'Your deposit has been cancelled' and goes home", async () => {
    await signIn(NEWBIE);
    const { router } = renderApp('/payment/pingpong/cancel?order_id=OP1&status=cancel');
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    expect(await within(dialog).findByText('Your deposit has been cancelled')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('callback routes are public: a visitor goes home with no deposit pop-up and no sign-in redirect', async () => {
    const { router } = renderApp('/payment/pingpong/pay');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('dialog', { name: 'Deposit' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).not.toBe('/login');
  });
});

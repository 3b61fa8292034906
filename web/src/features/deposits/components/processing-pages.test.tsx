import { configure, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { calledApiPaths } from '../../../testing/sim-control';
import { useSimulator } from '../../../testing/simulator';
import { DEMO, resetPaymentUi, signIn } from '../deposits-test-utils';

// The page loads lazily and the simulator answers in-process: allow for a busy machine.
configure({ asyncUtilTimeout: 20_000 });

const REF = '0123456789abcdef0123456789abcdef';

/** The window that opened this one, as the processing page sees it. */
function fakeOpener() {
  const opener = { postMessage: vi.fn() };
  Object.defineProperty(window, 'opener', { configurable: true, value: opener });
  return opener;
}

/** Nothing of the shell: no balance, Deposit, menu, footer or chat in the payment window. */
function expectNoShell() {
  expect(screen.queryByRole('button', { name: 'Deposit' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Menu/ })).not.toBeInTheDocument();
  expect(screen.queryByText(/1,500\.00/)).not.toBeInTheDocument();
  expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Open live chat' })).not.toBeInTheDocument();
}

describe('the payment window pages', { timeout: 60_000 }, () => {
  useSimulator();
  beforeEach(() => resetPaymentUi());
  afterEach(() => {
    Object.defineProperty(window, 'opener', { configurable: true, value: null });
    resetPaymentUi();
  });

  it('the card window shows its page alone, tells its opener it listens, and no deposit starts there', async () => {
    await signIn(DEMO);
    const opener = fakeOpener();
    renderApp(`/payment/cpay/processing?ref=${REF}`);
    expect(await screen.findByRole('heading', { name: 'Transaction processing' })).toBeInTheDocument();
    await waitFor(() =>
      expect(opener.postMessage).toHaveBeenCalledWith(
        { type: 'casino:card-window-ready', ref: REF },
        window.location.origin,
      ),
    );
    // The site's name says whose window it is; the rest of the shell is not there.
    expect(screen.getByRole('banner')).toHaveTextContent(/\S/);
    expectNoShell();
  });

  it('the close page shows its page alone', async () => {
    await signIn(DEMO);
    vi.spyOn(window, 'close').mockImplementation(() => undefined);
    renderApp('/payment/cpay/close');
    expect(await screen.findByRole('button', { name: 'Close this window' })).toBeInTheDocument();
    expectNoShell();
  });

  it('a signed-in visit to the Pix page with an amount in its address makes no order', async () => {
    const member = await signIn(DEMO);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { router } = renderApp(`/payment/pix/processing?amount=20&memberId=${member.id}&paymentMethod=PIX`);
    expect(
      await screen.findByText('This payment link is incomplete. Please start the deposit again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(fetchSpy.mock.calls.map(([input]) => String(input))).not.toContainEqual(
      expect.stringContaining('depositOrder'),
    );
    expect(await calledApiPaths()).not.toContain('/api/sys/deposit/payp/depositOrder');
    expect(router.state.location.pathname).toBe('/payment/pix/processing');
    expectNoShell();
  });

  it('a visitor sees the public page, not the sign-in page', async () => {
    const { router } = renderApp('/payment/pix/processing?amount=20&memberId=1&paymentMethod=PIX');
    expect(
      await screen.findByText('This payment link is incomplete. Please start the deposit again.'),
    ).toBeInTheDocument();
    expect(await calledApiPaths()).not.toContain('/api/sys/deposit/payp/depositOrder');
    expect(router.state.location.pathname).toBe('/payment/pix/processing');
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
  });
});

import { WithdrawStatus } from '@casino/contracts/withdrawals/enums';
import { withdrawQueryEndpoints } from '@casino/contracts/withdrawals/query-endpoints';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { answerCall } from '../../../testing/sim-control';
import { useSimulator } from '../../../testing/simulator';

const endpoint = withdrawQueryEndpoints.withdrawQueryStatus;
const paid = {
  id: 1024,
  createTime: '2026-01-10T10:00:00.000Z',
  updateTime: '2026-01-11T12:30:00.000Z',
  currency: 'USD',
  amount: 150,
  status: WithdrawStatus.PAYING,
};

describe('public withdrawal lookup, step by step', () => {
  useSimulator();

  it('checks step one in the browser, verifies with the password, then shows the status in words', async () => {
    await answerCall(endpoint, { error: 0, data: paid });
    // A spy over the simulator's fetch: the request as the app sent it (the journal masks the password).
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    const { router } = renderApp('/withdrawQuery');
    await userEvent.click(await screen.findByRole('link', { name: 'Start step by step' }));
    expect(router.state.location.pathname).toBe('/queryOne');

    // Each page's code loads on demand: the next page shows once its chunk is there.
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText(/Username or e-mail/)).toHaveAccessibleDescription(
      'Username / Email required',
    );
    await userEvent.type(screen.getByLabelText(/Username or e-mail/), 'demo');
    await userEvent.type(screen.getByLabelText(/Withdrawal reference/), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Enter the reference as a number, e.g. 1024')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/Withdrawal reference/));
    await userEvent.type(screen.getByLabelText(/Withdrawal reference/), '#1024');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/queryTwo'));
    // Step one is checked in the browser: no lookup yet (the shell's own calls may run).
    expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContain(
      '/api/sys/withdrawQuery/status',
    );

    expect(await screen.findByText(/Withdrawal #1024 of demo/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Password/), 'Demo1234!');
    await userEvent.click(screen.getByRole('button', { name: 'Check status' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/queryThree'));
    const lookups = fetchMock.mock.calls.filter(
      ([input]) => String(input) === '/api/sys/withdrawQuery/status',
    );
    expect(lookups).toHaveLength(1);
    const body = JSON.parse(String(lookups[0]?.[1]?.body));
    expect(body).toEqual({ usernameOrEmail: 'demo', withdrawalId: 1024, password: 'Demo1234!' });
    expect(router.state.location.search).toBe('');

    expect(await screen.findByRole('heading', { name: 'Withdrawal #1024' })).toBeInTheDocument();
    expect(screen.getByText('Payment in progress')).toBeInTheDocument();
    expect(screen.getByText('150.00 USD')).toBeInTheDocument();
  }, 15_000);

  it('shows the server refusal on step two and keeps the visitor there', async () => {
    await answerCall(endpoint, { error: 1000, message: 'No withdrawal matches these details' });
    const { router } = renderApp('/queryOne');
    await userEvent.type(await screen.findByLabelText(/Username or e-mail/), 'demo');
    await userEvent.type(screen.getByLabelText(/Withdrawal reference/), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.type(await screen.findByLabelText(/^Password/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Check status' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No withdrawal matches these details');
    expect(router.state.location.pathname).toBe('/queryTwo');
  });

  it('a later step opened on its own offers to start again', async () => {
    renderApp('/queryThree');
    expect(await screen.findByRole('link', { name: 'Start the lookup' })).toHaveAttribute(
      'href',
      '/queryOne',
    );
  });

  it.each([
    [WithdrawStatus.PENDING, 'Pending review'],
    [WithdrawStatus.PASSED, 'Pending payment'],
    [WithdrawStatus.PAID, 'Payment successful'],
    [WithdrawStatus.REJECTED, 'Rejected'],
    [WithdrawStatus.FAILED, 'Failed'],
    [WithdrawStatus.COMPLETED, 'Completed'],
    [WithdrawStatus.CANCELLED, 'Canceled'],
  ])('the one-form lookup shows status %i as "%s" on /withdrawQueryDetail', async (status, words) => {
    await answerCall(endpoint, { error: 0, data: { ...paid, status, updateTime: null } });
    const { router } = renderApp('/withdrawLogin');
    await userEvent.type(await screen.findByLabelText(/Username or e-mail/), 'demo@luckyharbor.example');
    await userEvent.type(screen.getByLabelText(/Withdrawal reference/), '1024');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Demo1234!');
    await userEvent.click(screen.getByRole('button', { name: 'Check status' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/withdrawQueryDetail'));
    expect(await screen.findByText(words)).toBeInTheDocument();
    expect(screen.queryByText('Last update')).toBeNull();
  });
});

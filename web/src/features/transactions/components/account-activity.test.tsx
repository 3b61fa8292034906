import { endpoints } from '@casino/contracts/registry';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openOverlayNames, renderWalletOverlay, signInOnSimulator } from '../../../testing/render-overlay';
import { answerCall, calledApiPaths } from '../../../testing/sim-control';
import { useSimulator } from '../../../testing/simulator';

const emptyPage = { error: 0, data: { content: [], number: 1, size: 20, totalElements: 0, last: true } };
const activity = {
  currency: 'USD',
  lifetime: { deposits: 1250, withdrawals: 300.5, netDeposits: 949.5 },
  last12Months: { deposits: 400, withdrawals: 0, netDeposits: 400 },
  since: '2024-03-05T10:00:00.000Z',
};

describe('account activity beside the transaction history', () => {
  useSimulator();

  it('shows deposits, withdrawals and net deposits for 12 months and the lifetime, with the limits link', async () => {
    await signInOnSimulator();
    await answerCall(endpoints.memberTransactionPage, emptyPage);
    await answerCall(endpoints.protectionActivity, { error: 0, data: activity });
    renderWalletOverlay('transactionHistory');
    const section = await screen.findByRole('region', { name: 'Account activity' });
    const table = within(section).getByRole('table');
    const since = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(activity.since));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Last 12 months', `Since ${since}`]);
    const row = (name: string) =>
      within(within(table).getByRole('row', { name: new RegExp(`^${name}`) }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(row('Deposits')).toEqual(['$400.00', '$1,250.00']);
    expect(row('Withdrawals')).toEqual(['$0.00', '$300.50']);
    expect(row('Net deposits')).toEqual(['$400.00', '$949.50']);
    // The history itself is still there below.
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();

    const link = within(section).getByRole('link', { name: 'Set deposit and loss limits' });
    expect(link).toHaveAttribute('href', '#/responsible-gaming');
    await userEvent.click(link);
    expect(openOverlayNames()).toEqual([]);
  });

  it('leaves the history alone when the activity cannot be read', async () => {
    await signInOnSimulator();
    await answerCall(endpoints.memberTransactionPage, emptyPage);
    await answerCall(endpoints.protectionActivity, { error: 500, message: 'Activity offline' });
    renderWalletOverlay('transactionHistory');
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
    await waitFor(async () =>
      expect(await calledApiPaths()).toContain(`/api${endpoints.protectionActivity.path}`),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: 'Account activity' })).not.toBeInTheDocument();
    expect(screen.queryByText('Activity offline')).not.toBeInTheDocument();
  });
});

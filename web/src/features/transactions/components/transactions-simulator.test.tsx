import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWalletOverlay, signInOnSimulator } from '../../../testing/render-overlay';
import { useSimulator } from '../../../testing/simulator';

describe('transaction history against the simulator', () => {
  useSimulator();

  it('lists transactions with a sign and a colour for the direction', async () => {
    await signInOnSimulator();
    renderWalletOverlay('transactionHistory');
    const list = await screen.findByRole('list', { name: 'Your transactions' }, { timeout: 10_000 });
    // Demo's seed: an opening deposit of 1,670.00, then the 50.00 and 120.00 its news speak of.
    const rows = await within(list).findAllByRole('article', {}, { timeout: 10_000 });
    const opening = rows.find((row) => row.textContent?.startsWith('Deposit'));
    const amount = opening?.querySelector('[data-direction]');
    expect(amount).toHaveTextContent('+1,670.00');
    expect(amount).toHaveClass('transaction-row__amount--in');
    const held = rows[0]?.querySelector('[data-direction]');
    expect(rows[0]).toHaveTextContent('Withdrawal');
    expect(held).toHaveTextContent('−120.00');
    expect(held).not.toHaveClass('transaction-row__amount--in');
  });
});

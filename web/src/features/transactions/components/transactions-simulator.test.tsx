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
    const opening = (await within(list).findAllByRole('article', {}, { timeout: 10_000 }))[0];
    expect(opening).toHaveTextContent('Deposit');
    const amount = opening?.querySelector('[data-direction]');
    expect(amount).toHaveTextContent('+1,500.00');
    expect(amount).toHaveClass('transaction-row__amount--in');
  });
});

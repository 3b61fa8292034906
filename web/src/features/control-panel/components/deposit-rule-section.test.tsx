import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders, createAppQueryClient } from '../../../app/providers';
import { simControl } from '../../../testing/sim-control';
import { useSimulator } from '../../../testing/simulator';
import { DepositRuleSection } from './deposit-rule-section';

describe('demo panel: Next deposit names the methods as players see them', () => {
  useSimulator();

  it('lists "Card (instant)", not CATTL, and the rule it adds is on CATTL', async () => {
    const user = userEvent.setup();
    render(
      <AppProviders queryClient={createAppQueryClient()}>
        <DepositRuleSection username={null} />
      </AppProviders>,
    );
    const picker = screen.getByRole('combobox', { name: 'Payment method' });
    // The names come from the world (the control plane's deposit methods), in the app's order.
    expect(await within(picker).findByRole('option', { name: 'Card (instant)' })).toBeInTheDocument();
    const labels = within(picker)
      .getAllByRole('option')
      .map((option) => option.textContent);
    // After the select's own placeholder.
    expect(labels.slice(1, 4)).toEqual(['Every method', 'Visa / Mastercard', 'Card (instant)']);
    expect(labels).not.toContain('CATTL');
    expect(labels).not.toContain('VISA_MASTERCARD_1');

    await user.selectOptions(picker, 'Card (instant)');
    await user.click(screen.getByRole('button', { name: 'Force the next deposit' }));
    await vi.waitFor(async () =>
      expect(await simControl.call('listRules', {})).toMatchObject([{ method: 'CATTL', outcome: 'failed' }]),
    );
  });
});

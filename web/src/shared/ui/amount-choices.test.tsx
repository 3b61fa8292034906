import { DepositRules } from '@casino/contracts/deposits/rules';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AmountChoices } from './amount-choices';

describe('AmountChoices', () => {
  it('offers the amounts in order, four to a row (spec 02 §9), and presses the chosen one', async () => {
    const onChoose = vi.fn();
    render(
      <>
        <p id="label">Amount</p>
        <AmountChoices
          labelledBy="label"
          amounts={[25, 30, 50, 100, 200, 500, 1000, 2000, 5]}
          perRow={DepositRules.PRESETS_PER_ROW}
          chosen={50}
          onChoose={onChoose}
          text={(amount) => `$${amount}`}
        />
      </>,
    );
    const group = screen.getByRole('group', { name: 'Amount' });
    expect(group.style.getPropertyValue('--per-row')).toBe('4');
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      '$25',
      '$30',
      '$50',
      '$100',
      '$200',
      '$500',
      '$1000',
      '$2000',
      '$5',
    ]);
    expect(screen.getByRole('button', { name: '$50' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '$25' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: '$200' }));
    expect(onChoose).toHaveBeenCalledWith(200);
  });

  it('is no group of its own without a label to name it (a fieldset around it groups)', () => {
    render(<AmountChoices amounts={[10]} perRow={4} chosen={null} onChoose={vi.fn()} text={String} />);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '10' })).toHaveAttribute('aria-pressed', 'false');
  });
});

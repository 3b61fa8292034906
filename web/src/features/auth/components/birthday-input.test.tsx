import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
// Sets up the app's translations for components rendered without the app's providers.
import '../../../shared/i18n/i18n';
import {
  type BirthdayDigits,
  birthdayFromDigits,
  emptyBirthdayDigits,
  fillBirthdayDigits,
} from '../utils/birthday';
import { BirthdayInput } from './birthday-input';

/** The control as a form holds it, showing what it gives. */
function Harness() {
  const [digits, setDigits] = useState<BirthdayDigits>(emptyBirthdayDigits);
  return (
    <>
      <BirthdayInput name="birthday" digits={digits} onChange={setDigits} />
      <output data-testid="value">{birthdayFromDigits(digits)}</output>
    </>
  );
}

const box = (part: 'Year' | 'Month' | 'Day', position: number) =>
  screen.getByRole('textbox', { name: `${part}, digit ${position} of ${part === 'Year' ? 4 : 2}` });
const value = () => screen.getByTestId('value').textContent;

describe('birthday digits', () => {
  it('give YYYY-MM-DD only when all eight are filled', () => {
    expect(birthdayFromDigits(['1', '9', '9', '0', '0', '5', '1', '7'])).toBe('1990-05-17');
    expect(birthdayFromDigits(['1', '9', '9', '0', '0', '5', '1', ''])).toBe('');
    expect(birthdayFromDigits(emptyBirthdayDigits())).toBe('');
  });

  it('fill from the first box when a whole date is pasted, else from the box', () => {
    expect(fillBirthdayDigits(emptyBirthdayDigits(), 3, '1990-05-17')).toEqual({
      digits: ['1', '9', '9', '0', '0', '5', '1', '7'],
      lastIndex: 7,
    });
    expect(fillBirthdayDigits(emptyBirthdayDigits(), 4, '12').digits.join('')).toBe('12');
  });
});

describe('BirthdayInput', () => {
  it('has eight labelled boxes in a named group with the 18+ marker', () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Birthday' });
    expect(screen.getAllByRole('textbox')).toHaveLength(8);
    expect(group).toHaveTextContent('18+');
    expect(group).toHaveAccessibleDescription(expect.stringContaining('You must be 18 or older'));
  });

  it('moves focus forward on input and gives the date only when complete', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box('Year', 1));
    await user.keyboard('1990');
    expect(box('Month', 1)).toHaveFocus();
    await user.keyboard('051');
    expect(box('Day', 2)).toHaveFocus();
    expect(value()).toBe('');
    await user.keyboard('7');
    expect(value()).toBe('1990-05-17');
    // Typing over a filled box replaces its digit.
    await user.click(box('Month', 2));
    await user.keyboard('6');
    expect(value()).toBe('1990-06-17');
  });

  it('moves focus back on Backspace in an empty box; the date empties when a digit goes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box('Year', 1));
    await user.keyboard('19900517');
    expect(value()).toBe('1990-05-17');
    await user.keyboard('{Backspace}');
    expect(box('Day', 2)).toHaveValue('');
    expect(value()).toBe('');
    expect(box('Day', 2)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box('Day', 1)).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(box('Month', 2)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(box('Day', 1)).toHaveFocus();
  });

  it('fills every box from a pasted date, whichever box has focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box('Month', 1));
    await user.paste('1985-12-31');
    expect(value()).toBe('1985-12-31');
    expect(box('Day', 2)).toHaveFocus();
  });

  it('ignores letters', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box('Year', 1));
    await user.keyboard('a');
    expect(box('Year', 1)).toHaveValue('');
    expect(box('Year', 1)).toHaveFocus();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../i18n/i18n';
import { Button, IconButton } from './button';
import { Checkbox, PasswordField, RadioGroup, TextField } from './form-field';

describe('form fields', () => {
  it('TextField ties its label, hint and error to the input', () => {
    render(
      <TextField
        label="Email"
        hint="We send the activation link here"
        error="Email is invalid"
        type="email"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Email is invalid We send the activation link here');
    expect(screen.getByRole('alert')).toHaveTextContent('Email is invalid');
  });

  it('PasswordField shows and hides the password', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(input).toHaveAttribute('type', 'text');
  });

  it('Checkbox and RadioGroup are labelled and keyboard operable', async () => {
    const user = userEvent.setup();
    function Form() {
      const [gender, setGender] = useState<'MALE' | 'FEMALE' | null>(null);
      return (
        <>
          <Checkbox label="I agree to the terms" error="Please agree" />
          <RadioGroup
            label="Gender"
            name="gender"
            value={gender}
            onChange={setGender}
            options={[
              { value: 'MALE', label: 'Male' },
              { value: 'FEMALE', label: 'Female' },
            ]}
          />
        </>
      );
    }
    render(<Form />);
    const agree = screen.getByRole('checkbox', { name: 'I agree to the terms' });
    expect(agree).toHaveAccessibleDescription('Please agree');
    await user.click(agree);
    expect(agree).toBeChecked();
    expect(screen.getByRole('group', { name: 'Gender' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Male' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
  });

  it('Button shows a busy state and ignores clicks; IconButton is named by its label', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <>
        <Button loading onClick={onClick}>
          Create
        </Button>
        <IconButton label="Close menu">✕</IconButton>
      </>,
    );
    const create = screen.getByRole('button', { name: 'Create' });
    expect(create).toHaveAttribute('aria-busy', 'true');
    await user.click(create);
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Close menu' })).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders, createAppQueryClient } from '../../../app/providers';
import { useSimulator } from '../../../testing/simulator';
import { ContactForm } from './contact-form';

function renderForm(onCompose: (url: string) => void) {
  render(
    <AppProviders queryClient={createAppQueryClient()}>
      <MemoryRouter>
        <ContactForm supportEmail="support@example.com" onCompose={onCompose} />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('the contact form inputs', () => {
  useSimulator();

  it('marks the required inputs, caps each at the contract and shows its error beside it', async () => {
    const onCompose = vi.fn();
    renderForm(onCompose);
    const name = screen.getByRole('textbox', { name: /^Name/ });
    const username = screen.getByRole('textbox', { name: /^Username/ });
    const email = screen.getByRole('textbox', { name: /^E-mail/ });
    const phone = screen.getByRole('textbox', { name: /^Phone/ });
    expect([name, username, email, phone].map((input) => (input as HTMLInputElement).required)).toEqual([
      true,
      false,
      true,
      false,
    ]);
    expect(email).toHaveAttribute('type', 'email');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(name).toHaveAttribute('maxLength');

    await userEvent.type(phone, '12a');
    await userEvent.click(screen.getByRole('button', { name: 'Compose e-mail' }));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(username).not.toHaveAttribute('aria-invalid');
    expect(onCompose).not.toHaveBeenCalled();
  });

  it('marks the message required with the asterisk the other required fields carry, and says its error', async () => {
    renderForm(vi.fn());
    const message = screen.getByRole('textbox', { name: /^Message/ });
    expect(message).toBeRequired();
    const label = document.querySelector(`label[for="${message.id}"]`);
    expect(label?.textContent).toMatch(/\*$/);
    await userEvent.click(screen.getByRole('button', { name: 'Compose e-mail' }));
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAccessibleDescription(/.+/);
  });
});

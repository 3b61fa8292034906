import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n/i18n';
import { CopyButton } from './copy-button';
import { ToastRegion } from './toast';
import { toastStore } from './toast-store';

describe('CopyButton', () => {
  afterEach(() => toastStore.reset());

  it('copies the text and says so', async () => {
    const user = userEvent.setup();
    render(
      <>
        <CopyButton text="bc1qexampleaddress" label="Copy deposit address" />
        <ToastRegion />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Copy deposit address' }));
    expect(await navigator.clipboard.readText()).toBe('bc1qexampleaddress');
    expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument();
  });

  it('falls back to execCommand, and says when copying failed', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const execCommand = vi.fn(() => false);
    document.execCommand = execCommand;
    render(
      <>
        <CopyButton text="0.0042">Copy amount</CopyButton>
        <ToastRegion />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Copy amount' }));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(await screen.findByText('Copy failed')).toBeInTheDocument();
    expect(screen.getByText('Copy failed').closest('[aria-live]')).toHaveAttribute('aria-live', 'assertive');
  });
});

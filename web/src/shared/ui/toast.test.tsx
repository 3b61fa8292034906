import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../i18n/i18n';
import { ToastRegion, toast } from './toast';
import { toastStore } from './toast-store';

describe('toasts', () => {
  // shouldAdvanceTime: Testing Library awaits a real-looking macrotask after user events.
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    act(() => toastStore.reset());
    vi.useRealTimers();
  });

  const setupUser = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });

  it('announces politely, errors assertively, and stack', () => {
    render(<ToastRegion />);
    act(() => {
      toast.success('Copied');
      toast.info('New message');
      toast.error('Server is busy');
    });
    const polite = screen.getByText('Copied').closest('[aria-live]');
    expect(polite).toHaveAttribute('aria-live', 'polite');
    expect(polite).toContainElement(screen.getByText('New message'));
    expect(screen.getByText('Server is busy').closest('[aria-live]')).toHaveAttribute(
      'aria-live',
      'assertive',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows the same words once while they are up, and again after they went', () => {
    render(<ToastRegion />);
    act(() => {
      toast.error('Daily deposit limit reached');
      toast.error('Daily deposit limit reached');
      toast.info('Daily deposit limit reached');
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    act(() => vi.advanceTimersByTime(3000));
    act(() => {
      toast.error('Daily deposit limit reached');
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('goes away after 3 s by default, or after its own duration', () => {
    render(<ToastRegion />);
    act(() => {
      toast.info('Short');
      toast.info('Long', { durationMs: 10_000 });
    });
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByText('Short')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Short')).not.toBeInTheDocument();
    expect(screen.getByText('Long')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(7000));
    expect(screen.queryByText('Long')).not.toBeInTheDocument();
  });

  it('pauses while hovered and can be dismissed', async () => {
    const user = setupUser();
    render(<ToastRegion />);
    act(() => {
      toast.success('Saved');
    });
    act(() => vi.advanceTimersByTime(2000));
    await user.hover(screen.getByText('Saved'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    await user.unhover(screen.getByText('Saved'));
    act(() => vi.advanceTimersByTime(900));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();

    act(() => {
      toast.error('Failed');
    });
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Failed')).not.toBeInTheDocument();
  });
});

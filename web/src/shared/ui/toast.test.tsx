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

  it('announces politely, errors assertively, and keeps the newest two', () => {
    render(<ToastRegion />);
    act(() => {
      toast.success('Copied');
      toast.info('New message');
      toast.error('Server is busy');
    });
    expect(screen.queryByText('Copied')).not.toBeInTheDocument();
    expect(screen.getByText('New message').closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText('Server is busy').closest('[aria-live]')).toHaveAttribute(
      'aria-live',
      'assertive',
    );
    // At most two at once: the oldest ('Copied') went.
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows the same words again as a new toast (never two copies), at most two toasts at once', () => {
    render(<ToastRegion />);
    let first = 0;
    let second = 0;
    act(() => {
      first = toast.error('Daily deposit limit reached');
    });
    act(() => vi.advanceTimersByTime(2000));
    act(() => {
      second = toast.error('Daily deposit limit reached');
    });
    expect(second).not.toBe(first);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    // Timed afresh: still up 2 s after the repeat, though the first would have gone at 3 s.
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByText('Daily deposit limit reached')).toBeInTheDocument();
    act(() => {
      toast.info('One');
      toast.info('Two');
    });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('One'),
      expect.stringContaining('Two'),
    ]);
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

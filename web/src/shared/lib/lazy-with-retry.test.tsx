import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode, Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithRetry } from './lazy-with-retry';

/** A region's error boundary with a retry button, as a page or an overlay has. */
class Region extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <button
        type="button"
        onClick={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      >
        Try again
      </button>
    );
  }
}

function Harness({ children }: { children: ReactNode }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <Region onRetry={() => setAttempt(attempt + 1)}>
      <Suspense fallback={<p>Loading…</p>}>{children}</Suspense>
    </Region>
  );
}

function Greeting({ name }: { name: string }) {
  return <h1>Hello {name}</h1>;
}

describe('a lazy component over a dropping network', () => {
  it('draws once a failed load has been tried again, with no error on the way', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Greeting });
    const Lazy = lazyWithRetry(load, [0]);
    render(
      <Harness>
        <Lazy name="player" />
      </Harness>,
    );
    expect(await screen.findByRole('heading', { name: 'Hello player' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is not kept as failed: after the boundary shows, its retry loads the code anew', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let networkBack = false;
    const load = vi.fn(async () => {
      if (!networkBack) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: Greeting };
    });
    const Lazy = lazyWithRetry(load, []);
    render(
      <Harness>
        <Lazy name="again" />
      </Harness>,
    );
    const retry = await screen.findByRole('button', { name: 'Try again' });
    networkBack = true;
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Hello again' })).toBeInTheDocument();
  });
});

import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadingIndicator } from '../api/loading-indicator';
import { LoadingOverlay } from './loading-overlay';

describe('LoadingOverlay', () => {
  afterEach(() => act(() => loadingIndicator.reset()));

  it('covers the page and says so politely while a request runs, without taking focus', () => {
    render(
      <>
        <button type="button">Deposit</button>
        <LoadingOverlay label="Loading…" />
      </>,
    );
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    screen.getByRole('button', { name: 'Deposit' }).focus();
    act(() => loadingIndicator.start());
    expect(status).toHaveTextContent('Loading…');
    expect(screen.getByTestId('loading-overlay')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('button', { name: 'Deposit' })).toHaveFocus();
    act(() => loadingIndicator.reset());
    expect(status).toBeEmptyDOMElement();
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
  });
});

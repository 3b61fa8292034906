import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { useSimulator } from '../../../testing/simulator';

describe('crypto guide (/aboutBtc)', { timeout: 20_000 }, () => {
  useSimulator();

  it('draws six disclosure sections that open and close, and links to promotions at home', async () => {
    renderApp('/aboutBtc');
    const wallet = await screen.findByRole('button', { name: /Get a wallet/ });
    const sections = screen
      .getAllByRole('button', { expanded: false })
      .filter((button) => button.classList.contains('crypto-guide__toggle'));
    expect(sections).toHaveLength(6);
    expect(wallet).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(wallet.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeVisible();
    await userEvent.click(wallet);
    expect(wallet).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(screen.getByText(/recovery phrase on paper/)).toBeVisible();
    // Each section holds a short clip from the media host (the browser suite plays it).
    expect(panel?.querySelector('video')).toHaveAttribute('src', '/sim/media/crypto-guide/wallet.webm');
    await userEvent.click(wallet);
    expect(wallet).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    const deposit = screen.getByRole('button', { name: /Deposit at Lucky Harbor Casino/ });
    await userEvent.click(deposit);
    expect(deposit).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Crypto promotions' })).toHaveAttribute('href', '/');
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import { HashRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { HashAddressCatchUp } from './router';

function ShownPath() {
  return <p>shown {useLocation().pathname}</p>;
}

/** Moves the address while the router renders, before it listens: no event reaches it. */
function AddressMovesDuringRender({ to }: { to: string }) {
  if (window.location.hash !== `#${to}`) window.history.replaceState(null, '', `#${to}`);
  return null;
}

describe('the hash router catching up with the address', () => {
  afterEach(() => window.history.replaceState(null, '', '#/'));

  it('shows the page of an address that changed before the router listened', async () => {
    window.history.replaceState(null, '', '#/');
    render(
      <HashRouter>
        <ShownPath />
        <AddressMovesDuringRender to="/payment/cpay/pay" />
        <HashAddressCatchUp />
      </HashRouter>,
    );
    await waitFor(() => expect(screen.getByText('shown /payment/cpay/pay')).toBeInTheDocument());
  });

  it('leaves an address the router already shows alone', async () => {
    window.history.replaceState(null, '', '#/join?step=2');
    const before = window.history.length;
    render(
      <HashRouter>
        <ShownPath />
        <HashAddressCatchUp />
      </HashRouter>,
    );
    expect(screen.getByText('shown /join')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/join?step=2');
    expect(window.history.length).toBe(before);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import '../i18n/i18n';
import { Modal } from './modal';

function ModalDemo({ dismissible = true, nested = false }: { dismissible?: boolean; nested?: boolean }) {
  const [open, setOpen] = useState(false);
  const [innerOpen, setInnerOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open details
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Details" dismissible={dismissible}>
        <label>
          Name <input />
        </label>
        <button type="button" onClick={() => setInnerOpen(true)}>
          {nested ? 'Open inner' : 'Save'}
        </button>
        {!dismissible && (
          <button type="button" onClick={() => setOpen(false)}>
            Done
          </button>
        )}
        <Modal open={innerOpen} onClose={() => setInnerOpen(false)} title="Inner" size="sm">
          <button type="button">Inner action</button>
        </Modal>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a labelled modal dialog that takes focus and locks the page scroll', async () => {
    const user = userEvent.setup();
    render(<ModalDemo />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    const dialog = screen.getByRole('dialog', { name: 'Details' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('makes the app root and any modal below the top one inert, and gives focus back on close', async () => {
    const user = userEvent.setup();
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    render(<ModalDemo nested />, { container: root });
    const opener = screen.getByRole('button', { name: 'Open details' });
    await user.click(opener);
    expect(root).toHaveAttribute('inert');
    const outer = screen.getByRole('dialog', { name: 'Details' });
    await user.click(screen.getByRole('button', { name: 'Open inner' }));
    expect(outer.parentElement).toHaveAttribute('inert');
    await user.keyboard('{Escape}');
    expect(outer.parentElement).not.toHaveAttribute('inert');
    expect(root).toHaveAttribute('inert');
    await user.keyboard('{Escape}');
    expect(root).not.toHaveAttribute('inert');
    expect(opener).toHaveFocus();
    root.remove();
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    const user = userEvent.setup();
    render(<ModalDemo />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    const save = screen.getByRole('button', { name: 'Save' });
    const close = screen.getByRole('button', { name: 'Close' });
    await user.tab();
    expect(save).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(name).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
  });

  it('closes on Escape and on the close button, giving focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<ModalDemo />);
    const opener = screen.getByRole('button', { name: 'Open details' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('ignores Escape and has no close button when not dismissible', async () => {
    const user = userEvent.setup();
    render(<ModalDemo dismissible={false} />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Details' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('stacks: the top modal gets focus and Escape, then focus goes back to the one below', async () => {
    const user = userEvent.setup();
    render(<ModalDemo nested />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    const openInner = screen.getByRole('button', { name: 'Open inner' });
    await user.click(openInner);
    expect(screen.getByRole('button', { name: 'Inner action' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Inner action' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Details' })).toBeInTheDocument();
    expect(openInner).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives focus to the modal left open, not behind it, when the one above was opened from the page', async () => {
    const user = userEvent.setup();
    // Two pop-ups opened by the app at once (a promotion over "Registration submitted"): the
    // second one's opener is the page, which the first one covers.
    function TwoAtOnce() {
      const [first, setFirst] = useState(false);
      const [second, setSecond] = useState(false);
      return (
        <>
          <button
            type="button"
            onClick={() => {
              setFirst(true);
              setSecond(true);
            }}
          >
            Sign up
          </button>
          <Modal open={first} onClose={() => setFirst(false)} title="Registration submitted">
            <button type="button" data-autofocus>
              Start playing
            </button>
          </Modal>
          <Modal open={second} onClose={() => setSecond(false)} title="Promotion">
            <button type="button">Claim</button>
          </Modal>
        </>
      );
    }
    render(<TwoAtOnce />);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('button', { name: 'Claim' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Promotion' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start playing' })).toHaveFocus();
  });

  it('gives focus to the page content when the control that opened it is gone', async () => {
    const user = userEvent.setup();
    // Signing in replaces the Sign In button that opened the pop-up; a promotion that opens by
    // itself has no opener at all.
    function SignInThenPromotion() {
      const [signedIn, setSignedIn] = useState(false);
      const [signInOpen, setSignInOpen] = useState(false);
      const [promotionOpen, setPromotionOpen] = useState(false);
      return (
        <>
          <header>
            {signedIn ? (
              <span>Balance</span>
            ) : (
              <button type="button" onClick={() => setSignInOpen(true)}>
                Sign In
              </button>
            )}
          </header>
          <main tabIndex={-1}>
            <h1>Home</h1>
            <a href="#/games/slots">More Slots</a>
          </main>
          <Modal open={signInOpen} onClose={() => setSignInOpen(false)} title="Sign In">
            <button
              type="button"
              onClick={() => {
                setSignInOpen(false);
                setSignedIn(true);
              }}
            >
              Go
            </button>
          </Modal>
          <Modal open={promotionOpen} onClose={() => setPromotionOpen(false)} title="Promotion">
            <button type="button">Claim</button>
          </Modal>
          {signedIn && !promotionOpen && (
            <button type="button" hidden onClick={() => setPromotionOpen(true)}>
              Show promotion
            </button>
          )}
        </>
      );
    }
    render(<SignInThenPromotion />);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByRole('link', { name: 'More Slots' })).toHaveFocus();

    // Opened by the app while focus is on the body: closing it does not leave focus there.
    (document.activeElement as HTMLElement).blur();
    expect(document.body).toHaveFocus();
    screen.getByText('Show promotion').click();
    expect(await screen.findByRole('dialog', { name: 'Promotion' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'More Slots' })).toHaveFocus();
  });
});

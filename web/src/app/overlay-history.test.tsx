import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, useState } from 'react';
import { HashRouter, Link, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useHistoryLayer } from '../shared/overlays/history-layers';
import type { OverlayComponentProps } from '../shared/overlays/overlay-names';
import { closeAllOverlays, closeOverlay, openOverlay } from '../shared/overlays/overlay-store';
import { dialogStore } from '../shared/ui/dialog-store';
import { alertDialog, confirmDialog } from '../shared/ui/dialogs';
import { Modal } from '../shared/ui/modal';
import { OverlayHistory } from './overlay-history';
import { OverlayHost } from './overlay-host';
import type { OverlayRegistry } from './overlay-registry';

function News({ onClose }: OverlayComponentProps<'news'>) {
  return (
    <Modal open title="News" onClose={onClose}>
      <p>No news</p>
    </Modal>
  );
}

/** A pop-up with state of its own (an amount typed), to see it kept under another. */
function Deposit({ onClose }: OverlayComponentProps<'deposit'>) {
  const [amount, setAmount] = useState('');
  return (
    <Modal open title="Deposit" onClose={onClose}>
      <label>
        Amount
        <input value={amount} onChange={(event) => setAmount(event.target.value)} />
      </label>
    </Modal>
  );
}

function Legal({ article, onClose }: OverlayComponentProps<'legal'>) {
  return (
    <Modal open title={`Legal ${article}`} onClose={onClose}>
      <p>{article}</p>
    </Modal>
  );
}

const registry: OverlayRegistry = {
  news: lazy(async () => ({ default: News })),
  deposit: lazy(async () => ({ default: Deposit })),
  legal: lazy(async () => ({ default: Legal })),
};

/** A side menu as the shell's: a history layer whose entry closes the menu and opens a pop-up. */
function SideMenu({ onClose }: { onClose: () => void }) {
  useHistoryLayer(onClose);
  return (
    <nav aria-label="Menu">
      <button
        type="button"
        onClick={() => {
          onClose();
          openOverlay('news');
        }}
      >
        Open news
      </button>
    </nav>
  );
}

function Page() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <main>
      <h1>Page {pathname}</h1>
      <Link to="/games/all">All games</Link>
      <Link to="/games/slots">Slots</Link>
      <button type="button" onClick={() => setMenuOpen(true)}>
        Menu
      </button>
      {menuOpen && <SideMenu onClose={() => setMenuOpen(false)} />}
    </main>
  );
}

/** The app's hash router with the pop-ups' history and host, over a page that names its path. */
const renderPages = () =>
  render(
    <HashRouter>
      <OverlayHistory />
      <Page />
      <OverlayHost registry={registry} />
    </HashRouter>,
  );

async function openAllGames() {
  window.history.replaceState(null, '', '#/');
  const view = renderPages();
  await userEvent.click(screen.getByRole('link', { name: 'All games' }));
  expect(screen.getByRole('heading', { name: 'Page /games/all' })).toBeInTheDocument();
  return view;
}

const back = () => act(() => window.history.back());
/** The entries Back can go through: after a navigation, those under the new page, and it. */
const entries = () => window.history.length;
/** Waits for the app's own step back over a closed pop-up's entries to land on the page's. */
const stepOfEntry = () => (window.history.state as { overlays?: { step: number } }).overlays?.step;
const onPageEntry = () => waitFor(() => expect(stepOfEntry()).toBe(0));
const forward = () => act(() => window.history.forward());
const pageShown = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('Back and Forward with pop-ups open', () => {
  beforeEach(() => act(() => closeAllOverlays()));
  afterEach(() =>
    act(() => {
      closeAllOverlays();
      dialogStore.reset();
    }),
  );

  it('Back closes the pop-up and the page behind stays; Forward opens it again', async () => {
    await openAllGames();
    act(() => openOverlay('news'));
    expect(await screen.findByRole('dialog', { name: 'News' })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/games/all');

    await back();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'News' })).not.toBeInTheDocument());
    expect(pageShown()).toBe('Page /games/all');
    expect(window.location.hash).toBe('#/games/all');

    await forward();
    expect(await screen.findByRole('dialog', { name: 'News' })).toBeInTheDocument();
    expect(pageShown()).toBe('Page /games/all');

    // And Back again goes on as before: the pop-up, then the page.
    await back();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await back();
    await waitFor(() => expect(pageShown()).toBe('Page /'));
  });

  it('Back closes the top pop-up only; the one under keeps what was typed in it', async () => {
    await openAllGames();
    act(() => openOverlay('deposit'));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Amount' }), '25');
    act(() => openOverlay('legal', { article: 'terms' }));
    expect(await screen.findByRole('dialog', { name: 'Legal terms' })).toBeInTheDocument();

    await back();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Legal terms' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('25');

    // Forward opens it again with its props.
    await forward();
    expect(await screen.findByRole('dialog', { name: 'Legal terms' })).toBeInTheDocument();
  });

  it('after a pop-up is closed by its own button, the next Back leaves the page at once', async () => {
    await openAllGames();
    act(() => openOverlay('news'));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'News' })).getByRole('button', { name: 'Close' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await back();
    await waitFor(() => expect(pageShown()).toBe('Page /'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Back answers a question no and closes it; the page stays and Forward does not ask again', async () => {
    await openAllGames();
    let answer: boolean | undefined;
    act(() => {
      void confirmDialog({ title: 'Leave?', message: 'Sure?' }).then((confirmed) => {
        answer = confirmed;
      });
    });
    expect(await screen.findByRole('alertdialog', { name: 'Leave?' })).toBeInTheDocument();

    await back();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(answer).toBe(false));
    expect(pageShown()).toBe('Page /games/all');
    expect(window.location.hash).toBe('#/games/all');

    // Forward passes over the answered question's entry: nothing opens, the page stays.
    await forward();
    await waitFor(() => expect(window.location.hash).toBe('#/games/all'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await back();
    await waitFor(() => expect(pageShown()).toBe('Page /'));
  });

  it('Back closes a dialog over a pop-up first, then the pop-up', async () => {
    await openAllGames();
    act(() => openOverlay('news'));
    expect(await screen.findByRole('dialog', { name: 'News' })).toBeInTheDocument();
    act(() => void alertDialog({ message: 'Saved' }));
    expect(await screen.findByRole('alertdialog', { name: 'Saved' })).toBeInTheDocument();

    await back();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'News' })).toBeInTheDocument();

    await back();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'News' })).not.toBeInTheDocument());
    expect(pageShown()).toBe('Page /games/all');
  });

  it('after a dialog is answered by its own button, the next Back leaves the page at once', async () => {
    await openAllGames();
    act(() => void alertDialog({ message: 'Saved' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Saved' })).getByRole('button', { name: 'OK' }),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await back();
    await waitFor(() => expect(pageShown()).toBe('Page /'));
  });

  it('a pop-up closed by its own button takes its entry off Back: the next page stands on the one before', async () => {
    await openAllGames();
    const before = entries();
    act(() => openOverlay('news'));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'News' })).getByRole('button', { name: 'Close' }),
    );
    await onPageEntry();
    await userEvent.click(screen.getByRole('link', { name: 'Slots' }));
    expect(pageShown()).toBe('Page /games/slots');
    // The new page's entry is the only one added: none is left for the closed pop-up.
    expect(entries()).toBe(before + 1);
    await back();
    await waitFor(() => expect(pageShown()).toBe('Page /games/all'));
    await back();
    await waitFor(() => expect(pageShown()).toBe('Page /'));
  });

  it('Forward after a pop-up closed by its own button opens it again', async () => {
    await openAllGames();
    act(() => openOverlay('news'));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'News' })).getByRole('button', { name: 'Close' }),
    );
    await onPageEntry();
    await forward();
    expect(await screen.findByRole('dialog', { name: 'News' })).toBeInTheDocument();
    expect(pageShown()).toBe('Page /games/all');
  });

  it('a pop-up opened from the side menu stands where the menu stood: Back closes it, then leaves', async () => {
    await openAllGames();
    const before = entries();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('button'));
    expect(await screen.findByRole('dialog', { name: 'News' })).toBeInTheDocument();
    await waitFor(() =>
      expect((window.history.state as { overlays: { step: number } }).overlays.step).toBe(1),
    );

    await back();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'News' })).not.toBeInTheDocument());
    expect(pageShown()).toBe('Page /games/all');
    await userEvent.click(screen.getByRole('link', { name: 'Slots' }));
    expect(entries()).toBe(before + 1);
  });

  it('a pop-up closed by a flow that then asks something: Back answers no and the page stays', async () => {
    await openAllGames();
    const before = entries();
    act(() => openOverlay('news'));
    expect(await screen.findByRole('dialog', { name: 'News' })).toBeInTheDocument();
    let answer: boolean | undefined;
    act(() => {
      closeOverlay('news');
      void confirmDialog({ title: 'Go on?', message: 'Sure?' }).then((confirmed) => {
        answer = confirmed;
      });
    });
    expect(await screen.findByRole('alertdialog', { name: 'Go on?' })).toBeInTheDocument();
    await waitFor(() =>
      expect((window.history.state as { overlays: { step: number } }).overlays.step).toBe(1),
    );

    await back();
    await waitFor(() => expect(answer).toBe(false));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(pageShown()).toBe('Page /games/all');
    await userEvent.click(screen.getByRole('link', { name: 'Slots' }));
    expect(entries()).toBe(before + 1);
  });

  it('after a reload, a pop-up closed by its button never goes back past the entry the app started on', async () => {
    const view = await openAllGames();
    act(() => openOverlay('news'));
    expect(await screen.findByRole('dialog', { name: 'News' })).toBeInTheDocument();
    await waitFor(() => expect(stepOfEntry()).toBe(1));
    // The reload: the app starts again on the news entry, with nothing open. The entry under it
    // belongs to the document before; in a browser, going back to it would load the app again.
    view.unmount();
    act(() => closeAllOverlays());
    renderPages();
    act(() => openOverlay('legal', { article: 'terms' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Legal terms' })).getByRole('button', {
        name: 'Close',
      }),
    );
    await waitFor(() => expect(stepOfEntry()).toBe(1));
    expect(pageShown()).toBe('Page /games/all');
    await back();
    await waitFor(() => expect(pageShown()).toBe('Page /'));
  });
});

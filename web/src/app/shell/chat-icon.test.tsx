import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getChatAvailableQueryOptions } from '../../features/settings/api/check-chat-available';
import { closeAllOverlays, openOverlay } from '../../shared/overlays/overlay-store';
import { AppProviders, createAppQueryClient } from '../providers';
import { CHAT_TOOLTIP_FADE_MS, CHAT_TOOLTIP_VISIBLE_MS, ChatIcon } from './chat-icon';

function envelope(data: unknown): Response {
  return new Response(JSON.stringify({ error: 0, message: '', data }), {
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('chat icon', () => {
  let available = true;
  const fetchMock = vi.fn<typeof fetch>(async () => envelope(available));

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    available = true;
    window.sessionStorage.clear();
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    closeAllOverlays();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function renderIcon() {
    const queryClient = createAppQueryClient();
    render(
      <AppProviders queryClient={queryClient}>
        <ChatIcon />
      </AppProviders>,
    );
    return queryClient;
  }

  it('polls availability every 20 s and shows or hides the icon by it', async () => {
    renderIcon();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByRole('button', { name: 'Open live chat' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    available = false;
    await act(() => vi.advanceTimersByTimeAsync(getChatAvailableQueryOptions().refetchInterval as number));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: 'Open live chat' })).not.toBeInTheDocument();

    available = true;
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('button', { name: 'Open live chat' })).toBeInTheDocument();
  });

  it('shows the tooltip 9 s, fades it over 0.5 s, then removes it', async () => {
    renderIcon();
    await act(() => vi.advanceTimersByTimeAsync(10));
    const tooltip = screen.getByTestId('chat-tooltip');
    expect(tooltip).not.toHaveClass('chat-icon__tooltip--fading');
    await act(() => vi.advanceTimersByTimeAsync(CHAT_TOOLTIP_VISIBLE_MS - 20));
    expect(screen.getByTestId('chat-tooltip')).not.toHaveClass('chat-icon__tooltip--fading');
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(screen.getByTestId('chat-tooltip')).toHaveClass('chat-icon__tooltip--fading');
    await act(() => vi.advanceTimersByTimeAsync(CHAT_TOOLTIP_FADE_MS));
    expect(screen.queryByTestId('chat-tooltip')).not.toBeInTheDocument();
  });

  it.each([
    ['a scroll', () => fireEvent.scroll(window)],
    ['a tap', () => fireEvent.pointerDown(document.body)],
    ['a key', () => fireEvent.keyDown(document.body, { key: 'Tab' })],
  ])(
    'sends the tooltip away at once on %s, so it covers no card the player reaches for',
    async (_, reach) => {
      renderIcon();
      await act(() => vi.advanceTimersByTimeAsync(10));
      expect(screen.getByTestId('chat-tooltip')).not.toHaveClass('chat-icon__tooltip--fading');
      act(reach);
      expect(screen.queryByTestId('chat-tooltip')).not.toBeInTheDocument();
    },
  );

  it('shows the tooltip once a session: not again when a game closes, nor on a reload', async () => {
    const { unmount } = render(
      <AppProviders queryClient={createAppQueryClient()}>
        <ChatIcon />
      </AppProviders>,
    );
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByTestId('chat-tooltip')).toBeInTheDocument();
    act(() => openOverlay('gamePlay', { id: 1, playForFun: 0 }));
    act(() => closeAllOverlays());
    expect(screen.getByRole('button', { name: 'Open live chat' })).toBeInTheDocument();
    expect(screen.queryByTestId('chat-tooltip')).not.toBeInTheDocument();

    unmount();
    renderIcon();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByRole('button', { name: 'Open live chat' })).toBeInTheDocument();
    expect(screen.queryByTestId('chat-tooltip')).not.toBeInTheDocument();
  });

  it('hides while a game is played', async () => {
    renderIcon();
    await act(() => vi.advanceTimersByTimeAsync(10));
    act(() => openOverlay('gamePlay', { id: 1, playForFun: 0 }));
    expect(screen.queryByRole('button', { name: 'Open live chat' })).not.toBeInTheDocument();
    act(() => closeAllOverlays());
    expect(screen.getByRole('button', { name: 'Open live chat' })).toBeInTheDocument();
  });
});

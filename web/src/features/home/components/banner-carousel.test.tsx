import { endpoints } from '@casino/contracts/registry';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Swiper as SwiperInstance } from 'swiper';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createAppQueryClient } from '../../../app/providers';
import { overlayStore } from '../../../shared/overlays/overlay-store';
import { tokenStorage } from '../../../shared/storage/app-storage';
import { dialogStore } from '../../../shared/ui/dialog-store';
import { DialogHost } from '../../../shared/ui/dialogs';
import { mockReducedMotion } from '../../../testing/reduced-motion';
import { signInOnSimulator } from '../../../testing/render-overlay';
import { answerCall, simControl } from '../../../testing/sim-control';
import { useSimulator } from '../../../testing/simulator';
import { BannerCarousel } from './banner-carousel';
import { BANNER_AUTOPLAY_MS } from './banner-slide';

const banners = [
  { id: 1, image: 11, mobileImage: 12, link: null, type: 0, gameId: 2, sortIndex: 1, enabled: 1 },
  { id: 2, image: 21, mobileImage: 22, link: '/aboutBtc', type: 0, gameId: null, sortIndex: 2, enabled: 1 },
];

function renderCarousel(layout: 'desktop' | 'mobile' = 'desktop') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <BannerCarousel layout={layout} />
            <DialogHost />
          </>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <AppProviders queryClient={createAppQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('banner carousel', () => {
  useSimulator();
  beforeEach(() => dialogStore.reset());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('asks for enabled banners in order and shows desktop or mobile images', async () => {
    await answerCall(endpoints.bannerListAll, { error: 0, data: banners });
    renderCarousel('mobile');
    const image = await screen.findByRole('img', { name: 'Promotion 1 of 2' });
    expect(image.getAttribute('src')).toBe('/api/sys/file/get?id=12&width=750&height=280');
    const [call] = await simControl.call('listJournal', { path: endpoints.bannerListAll.path });
    expect(call?.body).toEqual({
      enabled: 1,
      sortIndex_0: 'ASC',
    });
    expect(BANNER_AUTOPLAY_MS).toBe(3000);
    expect(screen.getByRole('button', { name: 'Pause the promotions slideshow' })).toBeInTheDocument();
  });

  it('takes no room when the banners fail to load (no empty box)', async () => {
    await answerCall(endpoints.bannerListAll, { error: 500, message: 'Server busy', data: null });
    renderCarousel();
    // The box is kept while the banners are on their way, so nothing under it moves...
    expect(screen.getByRole('region', { name: 'Promotions' })).toBeInTheDocument();
    // ...and goes once there is nothing to show in it.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Promotions' })).not.toBeInTheDocument());
  });

  it('takes no room when there are no banners', async () => {
    await answerCall(endpoints.bannerListAll, { error: 0, data: [] });
    renderCarousel();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Promotions' })).not.toBeInTheDocument());
  });

  it('prompts a visitor to join from a game banner', async () => {
    await answerCall(endpoints.bannerListAll, { error: 0, data: banners });
    const router = renderCarousel();
    await userEvent.click(await screen.findByRole('img', { name: 'Promotion 1 of 2' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Join to play' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Join now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/join'));
  });

  it('opens the game for a member, and follows an internal link', async () => {
    await signInOnSimulator();
    await answerCall(endpoints.bannerListAll, { error: 0, data: banners });
    const openSpy = vi.spyOn(overlayStore, 'open').mockImplementation(() => {});
    const router = renderCarousel();
    await waitFor(() => expect(tokenStorage.get()).toBeTruthy());
    await userEvent.click(await screen.findByRole('img', { name: 'Promotion 1 of 2' }));
    await waitFor(() => expect(openSpy).toHaveBeenCalledWith('gamePlay', { id: 2, playForFun: 0 }));
    fireEvent.load(screen.getByRole('img', { name: 'Promotion 1 of 2' }));
    await userEvent.click(await screen.findByRole('img', { name: 'Promotion 2 of 2' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/aboutBtc'));
  });

  it('shows the first banner at once as a plain image, then swiper once that image has loaded', async () => {
    await answerCall(endpoints.bannerListAll, { error: 0, data: banners });
    renderCarousel();
    const first = await screen.findByRole('img', { name: 'Promotion 1 of 2' });
    // The page's largest paint: fetched first and at once, in a box of known size.
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('width', '1920');
    expect(first).toHaveAttribute('height', '480');
    expect(screen.queryByRole('img', { name: 'Promotion 2 of 2' })).not.toBeInTheDocument();
    expect(document.querySelector('.swiper')).toBeNull();

    fireEvent.load(first);
    const second = await screen.findByRole('img', { name: 'Promotion 2 of 2' });
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(document.querySelector('.swiper')).not.toBeNull();
  });

  it('lets a slide keep focus as the carousel goes away, with no error a frame later', async () => {
    // Swiper's a11y module turns to a focused slide on the next frame; a carousel taken down
    // in between (the player leaves home) threw there until swiper was patched (patches/).
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => {
      errors.push(event.error);
      event.preventDefault();
    };
    window.addEventListener('error', onError);
    try {
      await answerCall(endpoints.bannerListAll, { error: 0, data: banners });
      renderCarousel();
      fireEvent.load(await screen.findByRole('img', { name: 'Promotion 1 of 2' }));
      const second = await screen.findByRole('img', { name: 'Promotion 2 of 2' });
      // Swiper ignores a focus within 100 ms of the page's visibility changing: move its clock on.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 1000);
      act(() => second.closest('button')?.focus());
      cleanup();
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      expect(errors).toEqual([]);
    } finally {
      vi.useRealTimers();
      window.removeEventListener('error', onError);
    }
  });

  it('keeps a single banner a plain image (no carousel, no pause button)', async () => {
    await answerCall(endpoints.bannerListAll, { error: 0, data: banners.slice(0, 1) });
    renderCarousel();
    fireEvent.load(await screen.findByRole('img', { name: 'Promotion 1 of 1' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('.swiper')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pause the promotions slideshow' })).not.toBeInTheDocument();
  });

  it('starts paused where the device asks for reduced motion, and plays when asked', async () => {
    mockReducedMotion();
    await answerCall(endpoints.bannerListAll, { error: 0, data: banners });
    renderCarousel();
    const play = await screen.findByRole('button', { name: 'Play the promotions slideshow' });
    expect(play).toHaveAttribute('aria-pressed', 'true');
    fireEvent.load(await screen.findByRole('img', { name: 'Promotion 1 of 2' }));
    await screen.findByRole('img', { name: 'Promotion 2 of 2' });
    const swiper = (document.querySelector('.swiper') as HTMLElement & { swiper?: SwiperInstance }).swiper;
    await waitFor(() => expect(swiper?.autoplay.running).toBe(false));
    await userEvent.click(play);
    expect(screen.getByRole('button', { name: 'Pause the promotions slideshow' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(swiper?.autoplay.running).toBe(true);
  });

  it('pauses and resumes autoplay', async () => {
    await answerCall(endpoints.bannerListAll, { error: 0, data: banners });
    renderCarousel();
    await userEvent.click(await screen.findByRole('button', { name: 'Pause the promotions slideshow' }));
    expect(screen.getByRole('button', { name: 'Play the promotions slideshow' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

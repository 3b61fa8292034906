import { BannerType } from '@casino/contracts/content/enums';
import type { Banner } from '@casino/contracts/content/schemas';
import { Suspense, startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Swiper as SwiperInstance } from 'swiper';
import { paths } from '../../../shared/config/paths';
import type { Layout } from '../../../shared/hooks/use-layout';
import { afterPainted, markFirstScreenSettled } from '../../../shared/lib/first-screen';
import { lazyWithRetry } from '../../../shared/lib/lazy-with-retry';
import { prefersReducedMotion } from '../../../shared/lib/reduced-motion';
import { openOverlay } from '../../../shared/overlays/overlay-store';
import { useSessionUser } from '../../../shared/session/api/get-session-user';
import { IconButton } from '../../../shared/ui/button';
import { confirmDialog } from '../../../shared/ui/dialogs';
import { Icon } from '../../../shared/ui/icon';
import { useBanners } from '../api/get-banners';
import { BannerSlide } from './banner-slide';

const BannerSwiper = lazyWithRetry(() =>
  import('./banner-swiper').then((module) => ({ default: module.BannerSwiper })),
);

/** If the first image neither loads nor fails by then (a stalled request), swiper comes anyway. */
const UPGRADE_AFTER_MS = 4000;

/** What a banner does when tapped (spec 01 sections 2 and 6). */
function useBannerAction() {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const { data: user } = useSessionUser();
  return async (banner: Banner) => {
    if (banner.gameId !== null) {
      if (user) {
        openOverlay('gamePlay', { id: banner.gameId, playForFun: 0 });
        return;
      }
      const join = await confirmDialog({
        title: t('home.joinTitle'),
        message: t('home.joinMessage'),
        confirmLabel: t('home.joinConfirm'),
      });
      if (join) void navigate(paths.join);
      return;
    }
    if (!banner.link) return;
    if (banner.type === BannerType.INTERNAL_LINK) void navigate(banner.link);
    else window.open(banner.link, '_blank', 'noopener,noreferrer');
  };
}

/**
 * Swiper's code is asked for once the first image has settled, so that it never competes with
 * the page's largest paint for the network. A transition: the plain first slide stays on screen
 * until swiper's chunk is there, with no fallback in between.
 */
function useUpgradeWhenSettled(wanted: boolean) {
  const [upgrade, setUpgrade] = useState(false);
  const settle = useCallback((image?: HTMLImageElement) => {
    afterPainted(image ?? null, () => {
      markFirstScreenSettled();
      startTransition(() => setUpgrade(true));
    });
  }, []);
  useEffect(() => {
    if (!wanted) return;
    const timer = window.setTimeout(settle, UPGRADE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [wanted, settle]);
  return { upgrade: wanted && upgrade, settle };
}

/**
 * The home carousel: swiper with autoplay every 3 s (paused at first where the device asks for
 * reduced motion), a pause button (WCAG 2.2.2), desktop or
 * mobile images in a box of fixed height so nothing moves while they load. Until swiper's chunk
 * arrives the first banner shows as a plain image in the same place (first paint).
 */
export function BannerCarousel({ layout }: { layout: Layout }) {
  const { t } = useTranslation('games');
  const banners = useBanners();
  const act = useBannerAction();
  const swiperRef = useRef<SwiperInstance | null>(null);
  // A device that asks for less motion gets the slideshow paused, with Play to start it.
  const [paused, setPaused] = useState(prefersReducedMotion);
  const list = banners.data ?? [];
  const { upgrade, settle } = useUpgradeWhenSettled(list.length > 1);
  const first = list[0];
  const activate = (banner: Banner) => void act(banner);

  const togglePause = () => {
    if (paused) swiperRef.current?.autoplay?.start();
    else swiperRef.current?.autoplay?.stop();
    setPaused(!paused);
  };

  const firstSlide = first && (
    <BannerSlide
      banner={first}
      index={0}
      count={list.length}
      layout={layout}
      onActivate={activate}
      onSettled={settle}
    />
  );

  // The box keeps its room while the first answer is on its way (nothing under it moves when the
  // pictures come); with no banner to show, failed (retries included) or none, it takes none.
  const awaitingFirstAnswer = banners.isPending && banners.failureCount === 0;
  if (list.length === 0 && !awaitingFirstAnswer) return null;

  return (
    <section className={`banner-carousel banner-carousel--${layout}`} aria-label={t('home.bannersLabel')}>
      <Suspense fallback={firstSlide}>
        {upgrade ? (
          <BannerSwiper
            banners={list}
            layout={layout}
            startPaused={paused}
            onActivate={activate}
            onSwiper={(swiper) => {
              swiperRef.current = swiper;
            }}
          />
        ) : (
          firstSlide
        )}
      </Suspense>
      {list.length > 1 && (
        <IconButton
          className="banner-carousel__pause"
          size="sm"
          label={paused ? t('home.playSlides') : t('home.pauseSlides')}
          aria-pressed={paused}
          onClick={togglePause}
        >
          <Icon name={paused ? 'play' : 'pause'} />
        </IconButton>
      )}
    </section>
  );
}

import type { Banner } from '@casino/contracts/entities/content';
import { BannerType } from '@casino/contracts/enums';
import { endpoints } from '@casino/contracts/registry';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { apiClient } from '../../../shared/api/api-client';
import { paths } from '../../../shared/config/paths';
import type { Layout } from '../../../shared/hooks/use-layout';
import { openOverlay } from '../../../shared/overlays/overlay-store';
import { IconButton } from '../../../shared/ui/button';
import { confirmDialog } from '../../../shared/ui/dialogs';
import { useSessionUser } from '../../session/api/get-session-user';
import { useBanners } from '../api/get-banners';

/** Spec 01 section 9: the carousel moves on every 3000 ms. */
export const BANNER_AUTOPLAY_MS = 3000;

/** Image sizes asked of the file service: 25vw high on desktop (4:1), 37.333vw on mobile. */
const IMAGE_SIZE = {
  desktop: { width: 1920, height: 480 },
  mobile: { width: 750, height: 280 },
} as const;

function bannerImageUrl(banner: Banner, layout: Layout): string {
  const id = layout === 'mobile' ? banner.mobileImage : banner.image;
  return apiClient.url(endpoints.fileGet, { id, ...IMAGE_SIZE[layout] });
}

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
 * The home carousel: swiper with autoplay every 3 s, a pause button (WCAG 2.2.2), desktop or
 * mobile images in a box of fixed height so nothing moves while they load.
 */
export function BannerCarousel({ layout }: { layout: Layout }) {
  const { t } = useTranslation('games');
  const banners = useBanners();
  const act = useBannerAction();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [paused, setPaused] = useState(false);
  const list = banners.data ?? [];

  const togglePause = () => {
    if (paused) swiper?.autoplay?.start();
    else swiper?.autoplay?.stop();
    setPaused(!paused);
  };

  return (
    <section className={`banner-carousel banner-carousel--${layout}`} aria-label={t('home.bannersLabel')}>
      {list.length > 0 && (
        <>
          <Swiper
            modules={[Autoplay, Pagination, A11y, Keyboard]}
            onSwiper={setSwiper}
            loop={list.length > 1}
            autoplay={{ delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
            pagination={{ clickable: true }}
            keyboard={{ enabled: true, onlyInViewport: true }}
            a11y={{
              containerRoleDescriptionMessage: t('home.carouselRole'),
              slideRole: 'group',
              prevSlideMessage: t('home.previousSlide'),
              nextSlideMessage: t('home.nextSlide'),
              // Swiper fills in {{index}} itself.
              paginationBulletMessage: t('home.goToSlide', { index: '{{index}}' }),
            }}
          >
            {list.map((banner, index) => (
              <SwiperSlide key={banner.id}>
                <button type="button" className="banner-carousel__slide" onClick={() => void act(banner)}>
                  <img
                    className="banner-carousel__image"
                    src={bannerImageUrl(banner, layout)}
                    width={IMAGE_SIZE[layout].width}
                    height={IMAGE_SIZE[layout].height}
                    alt={t('home.bannerAlt', { index: String(index + 1), count: list.length })}
                    loading={index === 0 ? 'eager' : 'lazy'}
                  />
                </button>
              </SwiperSlide>
            ))}
          </Swiper>
          {list.length > 1 && (
            <IconButton
              className="banner-carousel__pause"
              size="sm"
              label={paused ? t('home.playSlides') : t('home.pauseSlides')}
              aria-pressed={paused}
              onClick={togglePause}
            >
              {paused ? '▶' : '❚❚'}
            </IconButton>
          )}
        </>
      )}
    </section>
  );
}

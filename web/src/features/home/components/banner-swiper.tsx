import type { Banner } from '@casino/contracts/content/schemas';
import { useTranslation } from 'react-i18next';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import type { Layout } from '../../../shared/hooks/use-layout';
import { BANNER_AUTOPLAY_MS, BannerSlide } from './banner-slide';

interface BannerSwiperProps {
  banners: readonly Banner[];
  layout: Layout;
  /** Paused before swiper arrived: autoplay starts stopped. */
  startPaused: boolean;
  onActivate: (banner: Banner) => void;
  onSwiper: (swiper: SwiperInstance) => void;
}

/**
 * The carousel proper, loaded on demand (swiper is about 30 KB gzip): the home page shows the
 * first banner as a plain image until this chunk arrives, at the same place and size.
 */
export function BannerSwiper({ banners, layout, startPaused, onActivate, onSwiper }: BannerSwiperProps) {
  const { t } = useTranslation('games');
  return (
    <Swiper
      modules={[Autoplay, Pagination, A11y, Keyboard]}
      onSwiper={(swiper) => {
        if (startPaused) swiper.autoplay?.stop();
        onSwiper(swiper);
      }}
      loop={banners.length > 1}
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
      {banners.map((banner, index) => (
        <SwiperSlide key={banner.id}>
          <BannerSlide
            banner={banner}
            index={index}
            count={banners.length}
            layout={layout}
            onActivate={onActivate}
          />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}

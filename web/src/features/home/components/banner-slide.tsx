import type { Banner } from '@casino/contracts/content/schemas';
import { useTranslation } from 'react-i18next';
import type { Layout } from '../../../shared/hooks/use-layout';
import { BANNER_IMAGE_SIZE, bannerImageUrl } from '../lib/banner-image';

/** Spec 01 section 9: the carousel moves on every 3000 ms. */
export const BANNER_AUTOPLAY_MS = 3000;

interface BannerSlideProps {
  banner: Banner;
  index: number;
  count: number;
  layout: Layout;
  onActivate: (banner: Banner) => void;
  /** Fired once the image has loaded or failed (the carousel upgrades after the first). */
  onSettled?: (image: HTMLImageElement) => void;
}

/**
 * One banner: a button around its image, which fills the carousel's fixed box. The first one is
 * the page's largest paint, so it is fetched at once and first (fetchpriority high); the others
 * wait until they come into view.
 */
export function BannerSlide({ banner, index, count, layout, onActivate, onSettled }: BannerSlideProps) {
  const { t } = useTranslation('games');
  const first = index === 0;
  return (
    <button type="button" className="banner-carousel__slide" onClick={() => onActivate(banner)}>
      <img
        className="banner-carousel__image"
        src={bannerImageUrl(banner, layout)}
        width={BANNER_IMAGE_SIZE[layout].width}
        height={BANNER_IMAGE_SIZE[layout].height}
        alt={banner.title || t('home.bannerAlt', { index: String(index + 1), count })}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'low'}
        decoding={first ? 'sync' : 'async'}
        onLoad={(event) => onSettled?.(event.currentTarget)}
        onError={(event) => onSettled?.(event.currentTarget)}
      />
    </button>
  );
}

import type { Banner } from '@casino/contracts/content/schemas';
import { firstScreenWire } from '@casino/contracts/core/first-screen-wire';
import { wireUrl } from '@casino/contracts/core/wire';
import { API_BASE_URL } from '../../../shared/api/base-url';
import type { Layout } from '../../../shared/lib/layout';

/** Image sizes asked of the file service: 25vw high on desktop (4:1), 37.333vw on mobile. */
export const BANNER_IMAGE_SIZE = {
  desktop: { width: 1920, height: 480 },
  mobile: { width: 750, height: 280 },
} as const;

/** The banner's picture for the layout; zod- and React-free, as the boot script paints it too. */
export function bannerImageUrl(banner: Pick<Banner, 'image' | 'mobileImage'>, layout: Layout): string {
  const id = layout === 'mobile' ? banner.mobileImage : banner.image;
  return wireUrl(API_BASE_URL, firstScreenWire.fileGet, { id, ...BANNER_IMAGE_SIZE[layout] });
}

/** The banner list as home asks for it: enabled ones in their sort order (spec 01 section 7). */
export const BANNER_LIST_QUERY = { enabled: 1, sortIndex_0: 'ASC' } as const;

import type { QueryClient } from '@tanstack/react-query';
import { currentLayout } from '../../../shared/hooks/use-layout';
import { bannerImageUrl } from '../lib/banner-image';
import { getBannersQueryOptions } from './get-banners';

/**
 * Home's largest paint is the first banner, whose address is known only once the banner list
 * has come: the list is asked for at start-up, and the first image is preloaded as soon as it
 * answers (high priority), so both travel while the app starts instead of after home renders
 * (for LCP). The carousel's <img> then finds the image already there.
 */
export async function prefetchHome(queryClient: QueryClient): Promise<void> {
  const banners = await queryClient.fetchQuery(getBannersQueryOptions()).catch(() => null);
  const first = banners?.[0];
  if (!first || typeof document === 'undefined') return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  link.href = bannerImageUrl(first, currentLayout());
  document.head.append(link);
}

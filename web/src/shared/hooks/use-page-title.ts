import { useEffect } from 'react';
import { env } from '../config/env';

export function formatPageTitle(title: string): string {
  return title ? `${title} - ${env.siteName}` : env.siteName;
}

/** Page title = route title + ' - ' + site name (spec 01 section 2). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);
}

import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Skips to the main landmark. A plain `#id` href would be read as a route by the hash router,
 * so the link moves focus itself.
 */
export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useTranslation();
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    document.getElementById(targetId)?.focus();
  }
  return (
    <a className="skip-link" href={`#${targetId}`} onClick={skip}>
      {t('site.skipToContent')}
    </a>
  );
}

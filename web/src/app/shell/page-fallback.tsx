import { useTranslation } from 'react-i18next';
import { BusyIndicator } from '../../shared/ui/busy-indicator';

/**
 * What the main area shows while a page's code or the session check is on its way: a spinner in
 * a box one screen high, so the footer stays below the fold and nothing on screen moves when the
 * page arrives (no layout shift).
 */
export function PageFallback() {
  const { t } = useTranslation();
  return (
    <div className="page-fallback">
      <BusyIndicator label={t('status.loading')} />
    </div>
  );
}

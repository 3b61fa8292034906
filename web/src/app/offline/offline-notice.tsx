import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../shared/ui/icon';
import { useOnline } from './use-online';
import './offline-notice.css';

/**
 * Says so while the browser is offline, and goes when it is back (decision 066). A polite live
 * region that is always there (one added together with its text is often not read), outside the
 * app's root as the toasts are: an open pop-up makes that root inert. It floats at the bottom,
 * clear of the top bar's balance and the chat button, and lets taps through to what is under it.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useOnline();
  return createPortal(
    <output className="offline-notice" aria-live="polite">
      {!online && (
        <span className="offline-notice__message">
          <span className="offline-notice__icon" aria-hidden="true">
            <Icon name="alert" />
          </span>
          {t('offline.notice')}
        </span>
      )}
    </output>,
    document.body,
  );
}

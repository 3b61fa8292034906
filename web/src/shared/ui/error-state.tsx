import { useTranslation } from 'react-i18next';
import { playerMessage } from '../api/player-message';
import { Button } from './button';

export interface ErrorStateProps {
  /** The failure: told in the player's words (`playerMessage`), never as developer text. */
  error: unknown;
  /** Asks again (a query's `refetch`). */
  onRetry: () => void;
  /** True while the retry is under way (the button shows it and is not pressed twice). */
  retrying?: boolean;
  /** A sentence of the screen's own ("The games could not be loaded"); the common one else. */
  title?: string;
}

/**
 * The one failed-load state of lists and pages: a translated sentence, the reason in
 * the player's words and a Retry button. Show it only while there is nothing to show
 * (`hasNothingToShow`): a refetch that fails keeps what was on screen.
 */
export function ErrorState({ error, onRetry, retrying = false, title }: ErrorStateProps) {
  const { t } = useTranslation();
  const reason = playerMessage(error);
  return (
    <div className="error-state" role="alert">
      <p className="error-state__title">{title ?? t('common.loadFailed')}</p>
      {reason !== title && <p className="error-state__reason">{reason}</p>}
      <Button variant="secondary" size="sm" loading={retrying} onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

/** True when a query failed and has no earlier answer to keep on screen. */
export const hasNothingToShow = (query: { isError: boolean; data: unknown }): boolean =>
  query.isError && query.data === undefined;

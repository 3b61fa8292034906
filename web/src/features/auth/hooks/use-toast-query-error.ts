import { useEffect } from 'react';
import { playerMessage } from '../../../shared/api/player-message';
import { toast } from '../../../shared/ui/toast-store';

/**
 * Spec 01 section 8: a failed list load (currencies, countries, states) toasts the server's
 * message (never developer text: `playerMessage`). Once per failure: the effect runs again only for a new error object.
 */
export function useToastQueryError(error: Error | null): void {
  useEffect(() => {
    if (error) toast.error(playerMessage(error));
  }, [error]);
}

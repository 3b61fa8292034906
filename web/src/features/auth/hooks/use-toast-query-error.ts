import { useEffect } from 'react';
import { toast } from '../../../shared/ui/toast-store';

/**
 * Spec 01 section 8: a failed list load (currencies, countries, states) toasts the server's
 * message. Once per failure: the effect runs again only for a new error object.
 */
export function useToastQueryError(error: Error | null): void {
  useEffect(() => {
    if (error) toast.error(error.message);
  }, [error]);
}

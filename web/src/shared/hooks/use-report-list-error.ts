import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { playerMessage } from '../api/player-message';
import { alertDialog } from '../ui/dialog-store';
import { toast } from '../ui/toast-store';

/**
 * Shows a list's failure once per error, the way spec 02 §8 asks: 'alert' with the server
 * message (withdrawal history), or the 'server busy' toast (transaction history).
 */
export function useReportListError(error: Error | null, how: 'alert' | 'serverBusyToast'): void {
  const { t } = useTranslation();
  useEffect(() => {
    if (!error) return;
    if (how === 'alert') void alertDialog({ message: playerMessage(error) });
    else toast.error(t('common.serverBusy'));
  }, [error, how, t]);
}

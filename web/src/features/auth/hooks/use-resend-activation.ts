import { ApiError } from '@casino/contracts/core/client';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { useTranslation } from 'react-i18next';
import { alertDialog } from '../../../shared/ui/dialog-store';
import { toast } from '../../../shared/ui/toast-store';
import { useResendActivationMail } from '../api/resend-activation-mail';

/** True when the server answered that the account is active already (by code, not words). */
export const isAlreadyActivated = (error: unknown): boolean =>
  error instanceof ApiError && error.code === ApiErrorCode.ACCOUNT_ALREADY_ACTIVATED;

/**
 * Resends the activation mail: success alert with OK, failure toast (spec 01 section 8). An
 * account that is active already needs no mail: one toast says so instead of the failure.
 */
export function useResendActivation() {
  const { t } = useTranslation('auth');
  const mutation = useResendActivationMail();
  return {
    isPending: mutation.isPending,
    send(memberId: number): void {
      if (mutation.isPending) return;
      mutation.mutate(memberId, {
        onSuccess: () => void alertDialog({ message: t('activate.sendSuccessMsg') }),
        onError: (error) =>
          isAlreadyActivated(error)
            ? toast.info(t('activate.alreadyActiveMsg'))
            : toast.error(t('activate.sendFailMsg')),
      });
    },
  };
}

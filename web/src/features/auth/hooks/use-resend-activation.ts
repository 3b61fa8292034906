import { useTranslation } from 'react-i18next';
import { alertDialog } from '../../../shared/ui/dialog-store';
import { toast } from '../../../shared/ui/toast-store';
import { useResendActivationMail } from '../api/resend-activation-mail';

/** Resends the activation mail: success alert with OK, failure toast (spec 01 section 8). */
export function useResendActivation() {
  const { t } = useTranslation('auth');
  const mutation = useResendActivationMail();
  return {
    isPending: mutation.isPending,
    send(memberId: number): void {
      if (mutation.isPending) return;
      mutation.mutate(memberId, {
        onSuccess: () => void alertDialog({ message: t('activate.sendSuccessMsg') }),
        onError: () => toast.error(t('activate.sendFailMsg')),
      });
    },
  };
}

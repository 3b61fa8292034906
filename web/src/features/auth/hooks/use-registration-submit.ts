import type { SessionUser } from '@casino/contracts/entities/account';
import { useTranslation } from 'react-i18next';
import { inviteCodeStorage } from '../../../shared/storage/app-storage';
import { warningDialog } from '../../../shared/ui/dialog-store';
import { toast } from '../../../shared/ui/toast-store';
import { useCheckRegister } from '../api/check-register';
import { useRegister } from '../api/register';
import { type SignUpValues, toRegistration, toRegistrationCheck } from '../utils/sign-up-values';

const messageOf = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * The server side of sign-up (spec 01 sections 4 and 5): the pre-check of a step, and the
 * final submit – terms agreed (else the warning dialog and nothing is sent), pre-check, then
 * register. Each server refusal toasts its message.
 */
export function useRegistrationSubmit({ onRegistered }: { onRegistered: (user: SessionUser) => void }) {
  const { t } = useTranslation('auth');
  const checkMutation = useCheckRegister();
  const registerMutation = useRegister({ onSuccess: onRegistered });

  /** True when the server accepts what is filled so far (for `step`, or the whole entity). */
  async function precheck(values: SignUpValues, step?: 1 | 2 | 3): Promise<boolean> {
    try {
      await checkMutation.mutateAsync(toRegistrationCheck(values, step));
      return true;
    } catch (error) {
      toast.error(messageOf(error, t('register.failed')));
      return false;
    }
  }

  async function submit(values: SignUpValues, step?: 3): Promise<void> {
    if (!values.agreed) {
      await warningDialog(t('register.agreeTip'));
      return;
    }
    if (!(await precheck(values, step))) return;
    try {
      await registerMutation.mutateAsync(toRegistration(values, inviteCodeStorage.get()));
    } catch (error) {
      toast.error(messageOf(error, t('register.failed')));
    }
  }

  return { precheck, submit, isPending: checkMutation.isPending || registerMutation.isPending };
}

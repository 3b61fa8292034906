import type { SessionUser } from '@casino/contracts/auth/schemas';
import { useTranslation } from 'react-i18next';
import { fieldProblemsOf, fieldProblemTip, playerMessage } from '../../../shared/api/player-message';
import { inviteCodeStorage } from '../../../shared/storage/app-storage';
import { warningDialog } from '../../../shared/ui/dialog-store';
import { toast } from '../../../shared/ui/toast-store';
import { useCheckRegister } from '../api/check-register';
import { useRegister } from '../api/register';
import {
  REGISTRATION_LIMITS,
  type SignUpField,
  type SignUpValues,
  toRegistration,
  toRegistrationCheck,
} from '../utils/sign-up-values';

const SIGN_UP_FIELDS: ReadonlySet<string> = new Set<SignUpField>([
  ...(Object.keys(REGISTRATION_LIMITS) as SignUpField[]),
  'gender',
  'birthday',
  'currency',
  'countryCode',
  'stateCode',
  'receiveExclusive',
  'agreed',
]);

/**
 * The server side of sign-up (spec 01 sections 4 and 5): the pre-check of a step, and the
 * final submit – terms agreed (else the warning dialog and nothing is sent), pre-check, then
 * register. A refusal that names a field becomes a translated tip under that field
 * (`onFieldProblem`); any other refusal toasts the player's message, never developer text.
 */
export function useRegistrationSubmit({
  onRegistered,
  onFieldProblem,
}: {
  onRegistered: (user: SessionUser) => void;
  onFieldProblem: (field: SignUpField, tip: string) => void;
}) {
  const { t } = useTranslation('auth');
  const checkMutation = useCheckRegister();
  const registerMutation = useRegister({ onSuccess: onRegistered });

  function tell(error: unknown): void {
    const problem = fieldProblemsOf(error).find((item) => SIGN_UP_FIELDS.has(item.field));
    if (!problem) {
      toast.error(playerMessage(error));
      return;
    }
    const field = problem.field as SignUpField;
    const max = REGISTRATION_LIMITS[field as keyof typeof REGISTRATION_LIMITS];
    const tip =
      field === 'birthday' && problem.problem === 'invalid'
        ? t('register.birthdayInvalid')
        : fieldProblemTip(problem.problem, max);
    onFieldProblem(field, tip);
  }

  /** True when the server accepts what is filled so far (for `step`, or the whole entity). */
  async function precheck(values: SignUpValues, step?: 1 | 2 | 3): Promise<boolean> {
    try {
      await checkMutation.mutateAsync(toRegistrationCheck(values, step));
      return true;
    } catch (error) {
      tell(error);
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
      tell(error);
    }
  }

  return { precheck, submit, isPending: checkMutation.isPending || registerMutation.isPending };
}

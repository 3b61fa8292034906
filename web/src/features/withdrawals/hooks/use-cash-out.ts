import { ApiError } from '@casino/contracts/core/client';
import { ApiErrorCode } from '@casino/contracts/core/envelope';
import type { CashoutMethodCodeValue } from '@casino/contracts/withdrawals/enums';
import { needsDepositBeforeWithdrawal } from '@casino/contracts/withdrawals/rules';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProofUpload } from '../../../shared/files/use-proof-upload';
import { openOverlay } from '../../../shared/overlays/overlay-store';
import { useSessionUser } from '../../../shared/session/api/get-session-user';
import { useRefreshSession } from '../../../shared/session/api/refresh-session';
import { useKeepOnSessionEnd, useKeptDraft } from '../../../shared/session/hooks/use-session-draft';
import { alertDialog, warningDialog } from '../../../shared/ui/dialog-store';
import { toast } from '../../../shared/ui/toast-store';
import { useApplyWithdrawal } from '../api/apply-withdrawal';
import { useCashoutMethods } from '../api/get-cashout-methods';
import { useWithdrawConfig } from '../api/get-withdraw-config';
import {
  buildWithdrawApplication,
  type CashOutError,
  type CashOutForm,
  CashOutFormSchema,
  chosenAmount,
  emptyCashOutForm,
  validateCashOutProofs,
  validateCashOutStep1,
  withMethod,
} from '../lib/cash-out-validation';
import { useClickGuard } from './use-click-guard';

/**
 * The refusal that means "deposit first" (spec 02 §8): decided by its code, since the server
 * translates the text. The spec's own mark (its English text holds 'For the first') stays for a
 * backend that sends the refusal under another code (docs/deviations.md).
 */
function needsFirstDeposit(cause: unknown): boolean {
  if (!(cause instanceof ApiError)) return false;
  return cause.code === ApiErrorCode.FIRST_WITHDRAW_NEEDS_DEPOSIT || cause.message.includes('For the first');
}

/** The name the cash-out's first step is kept under when the session ends (decision 067). */
const CASH_OUT_DRAFT = 'cashOut';

/** Runs `effect` once per mounted overlay, even under StrictMode's double effects. */
function useOnce(effect: () => void): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    effect();
  });
}

/**
 * The cash-out's state and rules (spec 02 §2, §4, §5, §8): the session is refreshed on open and a
 * not-up-to-standard dialog shows while wagering is owed; step 1 checks the first-withdrawal
 * deposit rule and rules 1-6; step 2 checks the proofs and applies.
 */
export function useCashOut(onClose: () => void) {
  const { t } = useTranslation('withdrawals');
  const { t: tCommon } = useTranslation();
  const member = useSessionUser().data ?? null;
  const config = useWithdrawConfig();
  const methods = useCashoutMethods();
  const refreshSession = useRefreshSession();
  const apply = useApplyWithdrawal(member?.id ?? 0);
  const [step, setStep] = useState<1 | 2>(1);
  // A session that ended while the player filled this in gives it back after signing in.
  const kept = useKeptDraft(CASH_OUT_DRAFT, CashOutFormSchema);
  const [form, setForm] = useState<CashOutForm>(kept ?? emptyCashOutForm);
  useKeepOnSessionEnd(CASH_OUT_DRAFT, form);
  const [error, setError] = useState<CashOutError | null>(null);
  const idProof = useProofUpload();
  const paymentProof = useProofUpload();
  const nextGuard = useClickGuard();
  const applyGuard = useClickGuard();

  useOnce(() =>
    refreshSession.mutate(undefined, {
      onSuccess: (fresh) => {
        if (fresh && fresh.rollingAmount > 0)
          void alertDialog({
            title: t('cashOut.notUpToStandardTitle'),
            message: t('cashOut.notUpToStandard'),
          });
      },
    }),
  );

  // Once per failure: the pop-up draws again whenever the page around it does (the session
  // refresh above gives it a new onClose), and each of those draws must not alert again.
  const configError = config.error;
  const alertedError = useRef<unknown>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    if (!configError || alertedError.current === configError) return;
    alertedError.current = configError;
    void alertDialog({ message: configError.message || tCommon('common.serverBusy') }).then(() =>
      closeRef.current(),
    );
  }, [configError, tCommon]);

  const update = (patch: Partial<CashOutForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setError(null);
  };
  /** Another method starts with empty details and no error. */
  const chooseMethod = (method: CashoutMethodCodeValue | null) => {
    setForm((current) => withMethod(current, method));
    setError(null);
  };
  const updateDetail = (key: string, value: string) => {
    setForm((current) => ({ ...current, details: { ...current.details, [key]: value } }));
    setError(null);
  };

  async function goToDeposit(message: string) {
    await alertDialog({ title: t('cashOut.firstWithdrawalTitle'), message });
    onClose();
    openOverlay('deposit');
  }

  function next() {
    if (!nextGuard() || !member || !config.data) return;
    if (needsDepositBeforeWithdrawal(config.data)) {
      void goToDeposit(
        t('cashOut.firstWithdrawal', {
          symbol: member.currencySymbol,
          amount: String(config.data.requiredDepositAmount4Withdraw),
        }),
      );
      return;
    }
    const refusal = validateCashOutStep1(form, config.data, member);
    setError(refusal);
    if (!refusal) setStep(2);
  }

  function submit() {
    if (!applyGuard() || !member || !form.method || apply.isPending) return;
    const amount = chosenAmount(form);
    const refusal = validateCashOutProofs({ idProof: idProof.ids, paymentProof: paymentProof.ids });
    setError(refusal);
    if (refusal || amount === null) return;
    const application = buildWithdrawApplication({ ...form, method: form.method }, amount, {
      idProof: idProof.ids,
      paymentProof: paymentProof.ids,
      // The other two proofs are optional: the documents on file, if any, go with it.
      holdProof: member.idcardHoldProofId === null ? null : String(member.idcardHoldProofId),
      addressProof: member.addressProofId === null ? null : String(member.addressProofId),
    });
    apply.mutate(application, {
      onSuccess: () => {
        toast.success(t('cashOut.success'));
        refreshSession.mutate();
        onClose();
        openOverlay('cashOutHistory');
      },
      onError: async (cause) => {
        const message =
          cause instanceof ApiError && cause.code !== ApiErrorCode.NETWORK_FAILURE && cause.message
            ? cause.message
            : tCommon('common.serverBusy');
        await warningDialog(message);
        if (needsFirstDeposit(cause)) {
          onClose();
          openOverlay('deposit');
        }
      },
    });
  }

  return {
    member,
    config,
    methods,
    step,
    form,
    error,
    idProof,
    paymentProof,
    applying: apply.isPending,
    update,
    chooseMethod,
    updateDetail,
    next,
    submit,
    back: () => {
      setError(null);
      setStep(1);
    },
  };
}

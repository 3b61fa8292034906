import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseWithdrawalReference } from '../withdraw-query-flow';

export interface LookupAccount {
  usernameOrEmail: string;
  withdrawalId: number;
}

/** The account and reference fields with their checks, shared by step one and the one-form lookup. */
export function useLookupFields(initial?: LookupAccount) {
  const { t } = useTranslation('withdraw-query');
  const [account, setAccount] = useState(initial?.usernameOrEmail ?? '');
  const [reference, setReference] = useState(initial ? String(initial.withdrawalId) : '');
  const [errors, setErrors] = useState<{ account?: string; reference?: string }>({});

  /** The checked values, or null with the errors shown. */
  const validate = (event?: FormEvent): LookupAccount | null => {
    event?.preventDefault();
    const withdrawalId = parseWithdrawalReference(reference);
    const next = {
      account: account.trim() ? undefined : t('errors.accountRequired'),
      reference: reference.trim()
        ? withdrawalId
          ? undefined
          : t('errors.referenceInvalid')
        : t('errors.referenceRequired'),
    };
    setErrors(next);
    if (next.account || next.reference || !withdrawalId) return null;
    return { usernameOrEmail: account.trim(), withdrawalId };
  };

  return {
    accountField: {
      label: t('fields.account'),
      value: account,
      error: errors.account,
      autoComplete: 'username',
      required: true,
      onChange: (event: { target: { value: string } }) => setAccount(event.target.value),
    },
    referenceField: {
      label: t('fields.reference'),
      hint: t('fields.referenceHint'),
      value: reference,
      error: errors.reference,
      inputMode: 'numeric' as const,
      required: true,
      onChange: (event: { target: { value: string } }) => setReference(event.target.value),
    },
    validate,
  };
}

/** The account's password field with its check, shared by step two and the one-form lookup. */
export function useLookupPassword() {
  const { t } = useTranslation('withdraw-query');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();

  /** The password, or null with "password required" shown. */
  const check = (): string | null => {
    setError(password ? undefined : t('errors.passwordRequired'));
    return password || null;
  };

  return {
    passwordField: {
      label: t('fields.password'),
      autoComplete: 'current-password',
      required: true,
      value: password,
      error,
      onChange: (event: { target: { value: string } }) => setPassword(event.target.value),
    },
    check,
  };
}

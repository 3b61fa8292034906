import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { playerMessage } from '../../../shared/api/player-message';
import { paths } from '../../../shared/config/paths';
import { Button } from '../../../shared/ui/button';
import { PasswordField, TextField } from '../../../shared/ui/form-field';
import { PageIntro } from '../../../shared/ui/page-intro';
import { useQueryWithdrawalStatus } from '../api/query-withdrawal-status';
import '../withdraw-query.css';
import { useLookupFields } from './use-lookup-fields';

/** `/withdrawLogin`: the same lookup on one form; the answer opens /withdrawQueryDetail. */
export function WithdrawLoginPage() {
  const { t } = useTranslation();
  const { t: tQuery } = useTranslation('withdraw-query');
  const navigate = useNavigate();
  const lookup = useQueryWithdrawalStatus();
  const { accountField, referenceField, validate } = useLookupFields();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();

  return (
    <PageIntro title={t('routes.withdrawLogin')} description={t('pages.withdrawLogin')}>
      <div className="withdraw-query">
        <form
          className="withdraw-query__form"
          noValidate
          onSubmit={(event) => {
            const checked = validate(event);
            setPasswordError(password ? undefined : tQuery('errors.passwordRequired'));
            if (!checked || !password) return;
            lookup.mutate(
              { ...checked, password },
              { onSuccess: (result) => void navigate(paths.withdrawQueryDetail, { state: { result } }) },
            );
          }}
        >
          <TextField {...accountField} />
          <TextField {...referenceField} />
          <PasswordField
            label={tQuery('fields.password')}
            autoComplete="current-password"
            required
            value={password}
            error={passwordError}
            onChange={(event) => setPassword(event.target.value)}
          />
          {lookup.isError && (
            <p className="withdraw-query__error" role="alert">
              {playerMessage(lookup.error)}
            </p>
          )}
          <Button type="submit" loading={lookup.isPending}>
            {tQuery('actions.lookUp')}
          </Button>
        </form>
      </div>
    </PageIntro>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { playerMessage } from '../../../shared/api/player-message';
import { paths } from '../../../shared/config/paths';
import { Button } from '../../../shared/ui/button';
import { PasswordField } from '../../../shared/ui/form-field';
import { PageIntro } from '../../../shared/ui/page-intro';
import { useQueryWithdrawalStatus } from '../api/query-withdrawal-status';
import '../withdraw-query.css';
import { readStepOneState } from '../withdraw-query-flow';
import { QuerySteps } from './query-steps';
import { StartAgainNotice } from './start-again-notice';

/** `/queryTwo`: step two confirms it is the member with the account's password, then looks up. */
export function QueryTwoPage() {
  const { t } = useTranslation();
  const { t: tQuery } = useTranslation('withdraw-query');
  const navigate = useNavigate();
  const stepOne = readStepOneState(useLocation().state);
  const lookup = useQueryWithdrawalStatus();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();

  return (
    <PageIntro title={t('routes.queryTwo')} description={t('pages.queryTwo')}>
      <div className="withdraw-query">
        <QuerySteps current={2} />
        {!stepOne ? (
          <StartAgainNotice />
        ) : (
          <form
            className="withdraw-query__form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (!password) {
                setPasswordError(tQuery('errors.passwordRequired'));
                return;
              }
              setPasswordError(undefined);
              lookup.mutate(
                { ...stepOne, password },
                { onSuccess: (result) => void navigate(paths.queryThree, { state: { result } }) },
              );
            }}
          >
            <p className="withdraw-query__summary">
              {tQuery('verify.summary', {
                id: String(stepOne.withdrawalId),
                account: stepOne.usernameOrEmail,
              })}
            </p>
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
            <div className="withdraw-query__actions">
              <Link to={paths.queryOne} state={stepOne} className="button button--secondary button--md">
                {tQuery('actions.back')}
              </Link>
              <Button type="submit" loading={lookup.isPending}>
                {tQuery('actions.lookUp')}
              </Button>
            </div>
          </form>
        )}
      </div>
    </PageIntro>
  );
}

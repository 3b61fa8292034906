import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { Button } from '../../../shared/ui/button';
import { PasswordField } from '../../../shared/ui/form-field';
import { PageIntro } from '../../../shared/ui/page-intro';
import { useQueryWithdrawalStatus } from '../api/query-withdrawal-status';
import '../withdraw-query.css';
import { readStepOneState } from '../withdraw-query-flow';
import { LookupError } from './lookup-error';
import { QuerySteps } from './query-steps';
import { StartAgainNotice } from './start-again-notice';
import { useLookupPassword } from './use-lookup-fields';

/** `/queryTwo`: step two confirms it is the member with the account's password, then looks up. */
export function QueryTwoPage() {
  const { t } = useTranslation();
  const { t: tQuery } = useTranslation('withdraw-query');
  const navigate = useNavigate();
  const stepOne = readStepOneState(useLocation().state);
  const lookup = useQueryWithdrawalStatus();
  const { passwordField, check } = useLookupPassword();

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
              const password = check();
              if (!password) return;
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
            <PasswordField {...passwordField} />
            <LookupError error={lookup.error} />
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

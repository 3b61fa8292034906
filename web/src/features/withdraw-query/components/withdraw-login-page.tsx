import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { Button } from '../../../shared/ui/button';
import { PasswordField, TextField } from '../../../shared/ui/form-field';
import { PageIntro } from '../../../shared/ui/page-intro';
import { useQueryWithdrawalStatus } from '../api/query-withdrawal-status';
import '../withdraw-query.css';
import { LookupError } from './lookup-error';
import { useLookupFields, useLookupPassword } from './use-lookup-fields';

/** `/withdrawLogin`: the same lookup on one form; the answer opens /withdrawQueryDetail. */
export function WithdrawLoginPage() {
  const { t } = useTranslation();
  const { t: tQuery } = useTranslation('withdraw-query');
  const navigate = useNavigate();
  const lookup = useQueryWithdrawalStatus();
  const { accountField, referenceField, validate } = useLookupFields();
  const { passwordField, check } = useLookupPassword();

  return (
    <PageIntro title={t('routes.withdrawLogin')} description={t('pages.withdrawLogin')}>
      <div className="withdraw-query">
        <form
          className="withdraw-query__form"
          noValidate
          onSubmit={(event) => {
            const checked = validate(event);
            const password = check();
            if (!checked || !password) return;
            lookup.mutate(
              { ...checked, password },
              { onSuccess: (result) => void navigate(paths.withdrawQueryDetail, { state: { result } }) },
            );
          }}
        >
          <TextField {...accountField} />
          <TextField {...referenceField} />
          <PasswordField {...passwordField} />
          <LookupError error={lookup.error} />
          <Button type="submit" loading={lookup.isPending}>
            {tQuery('actions.lookUp')}
          </Button>
        </form>
      </div>
    </PageIntro>
  );
}

import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/form-field';
import { PageIntro } from '../../../shared/ui/page-intro';
import '../withdraw-query.css';
import { readStepOneState } from '../withdraw-query-flow';
import { QuerySteps } from './query-steps';
import { useLookupFields } from './use-lookup-fields';

/** `/queryOne`: step one asks which account and which withdrawal (checked here, no call). */
export function QueryOnePage() {
  const { t } = useTranslation();
  const { t: tQuery } = useTranslation('withdraw-query');
  const navigate = useNavigate();
  // Coming back from step two keeps what was typed.
  const { accountField, referenceField, validate } = useLookupFields(
    readStepOneState(useLocation().state) ?? undefined,
  );
  return (
    <PageIntro title={t('routes.queryOne')} description={t('pages.queryOne')}>
      <div className="withdraw-query">
        <QuerySteps current={1} />
        <form
          className="withdraw-query__form"
          noValidate
          onSubmit={(event) => {
            const checked = validate(event);
            if (checked) void navigate(paths.queryTwo, { state: checked });
          }}
        >
          <TextField {...accountField} />
          <TextField {...referenceField} />
          <Button type="submit">{tQuery('actions.next')}</Button>
        </form>
      </div>
    </PageIntro>
  );
}

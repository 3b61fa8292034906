import { useTranslation } from 'react-i18next';
import { StepIndicator } from '../../../shared/ui/step-indicator';

/** The three steps of the lookup. */
export function QuerySteps({ current }: { current: 1 | 2 | 3 }) {
  const { t } = useTranslation('withdraw-query');
  const steps = [t('steps.account'), t('steps.verify'), t('steps.status')];
  const texts = { label: t('steps.label'), doneLabel: t('steps.done') };
  return <StepIndicator steps={steps} current={current} block="query-steps" {...texts} />;
}

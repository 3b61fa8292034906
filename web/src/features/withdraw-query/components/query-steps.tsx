import { useTranslation } from 'react-i18next';
import { Icon } from '../../../shared/ui/icon';

/** The three steps of the lookup, the current one marked in words and not by colour alone. */
export function QuerySteps({ current }: { current: 1 | 2 | 3 }) {
  const { t } = useTranslation('withdraw-query');
  const steps = [t('steps.account'), t('steps.verify'), t('steps.status')];
  return (
    <ol className="query-steps" aria-label={t('steps.label')}>
      {steps.map((label, index) => {
        const number = index + 1;
        const state = number < current ? 'done' : number === current ? 'current' : 'todo';
        return (
          <li
            key={label}
            className={`query-steps__step query-steps__step--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="query-steps__number" aria-hidden="true">
              {state === 'done' ? <Icon name="check" /> : number}
            </span>
            <span>{label}</span>
            {state === 'done' && <span className="visually-hidden"> ({t('steps.done')})</span>}
          </li>
        );
      })}
    </ol>
  );
}

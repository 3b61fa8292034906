import { useTranslation } from 'react-i18next';
import { Icon } from '../../../shared/ui/icon';

interface StepIndicatorProps {
  /** The step labels, first to last. */
  steps: readonly string[];
  /** 1-based. */
  current: number;
}

/** The sign-up steps: done ones with a tick (and said so), the current one `aria-current`. */
export function StepIndicator({ steps, current }: StepIndicatorProps) {
  const { t } = useTranslation('auth');
  return (
    <ol className="step-indicator" aria-label={t('register.stepsLabel')}>
      {steps.map((label, index) => {
        const number = index + 1;
        const state = number < current ? 'done' : number === current ? 'current' : 'todo';
        return (
          <li
            key={label}
            className={`step-indicator__step step-indicator__step--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="step-indicator__marker" aria-hidden="true">
              {state === 'done' ? <Icon name="check" /> : number}
            </span>
            <span className="step-indicator__label">
              {label}
              {state === 'done' && <span className="visually-hidden"> ({t('register.stepDone')})</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

import { Icon } from './icon';

interface StepIndicatorProps {
  /** The step labels, first to last. */
  steps: readonly string[];
  /** 1-based. */
  current: number;
  /** The list's name for screen readers ("Sign-up steps"). */
  label: string;
  /** Said after a done step's label ("done"), as the tick is not read. */
  doneLabel: string;
  /** The feature's CSS block (`<block>`, `<block>__step--done`, `<block>__marker`, `<block>__label`). */
  block: string;
}

/**
 * A flow's steps: done ones with a tick (and said so), the current one `aria-current`, marked in
 * words and not by colour alone. Sign-up and the withdrawal lookup draw it each in their own look.
 */
export function StepIndicator({ steps, current, label, doneLabel, block }: StepIndicatorProps) {
  return (
    <ol className={block} aria-label={label}>
      {steps.map((step, index) => {
        const number = index + 1;
        const state = number < current ? 'done' : number === current ? 'current' : 'upcoming';
        return (
          <li
            key={step}
            className={`${block}__step ${block}__step--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={`${block}__marker`} aria-hidden="true">
              {state === 'done' ? <Icon name="check" /> : number}
            </span>
            <span className={`${block}__label`}>
              {step}
              {state === 'done' && <span className="visually-hidden"> ({doneLabel})</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

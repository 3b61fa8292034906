import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { RadioGroup } from '../../../shared/ui/form-field';
import {
  PGSI_ANSWERS,
  PGSI_QUESTIONS,
  type PgsiAnswer,
  type PgsiAnswers,
  type PgsiQuestion,
  pgsiBand,
  pgsiScore,
  unansweredCount,
} from '../lib/self-assessment';

/**
 * The nine PGSI questions and the result band with advice. Nothing leaves the browser. The
 * result (or what is still unanswered) appears under the button and takes focus.
 */
export function SelfAssessment() {
  const { t } = useTranslation('protection');
  const headingId = useId();
  const [answers, setAnswers] = useState<PgsiAnswers>({});
  const [submitted, setSubmitted] = useState(false);
  const resultRef = useRef<HTMLElement>(null);
  const left = unansweredCount(answers);
  const score = pgsiScore(answers);
  const band = pgsiBand(score);
  const options = PGSI_ANSWERS.map((value) => ({ value, label: t(`safer.answers.${value}`) }));

  useEffect(() => {
    if (submitted) resultRef.current?.focus();
  }, [submitted]);

  function answer(question: PgsiQuestion, value: PgsiAnswer) {
    setAnswers((current) => ({ ...current, [question]: value }));
    setSubmitted(false);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (submitted) resultRef.current?.focus();
    else setSubmitted(true);
  }

  function restart() {
    setAnswers({});
    setSubmitted(false);
  }

  return (
    <section className="protection-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="protection-section__title">
        {t('safer.assessmentTitle')}
      </h2>
      <p className="protection-section__intro">{t('safer.assessmentIntro')}</p>
      <form className="self-assessment" onSubmit={submit} noValidate>
        {PGSI_QUESTIONS.map((question, index) => (
          <RadioGroup
            key={question}
            label={t('safer.questionLabel', {
              number: String(index + 1),
              question: t(`safer.questions.${question}`),
            })}
            name={`pgsi-${question}`}
            options={options}
            value={answers[question] ?? null}
            onChange={(value) => answer(question, value)}
            inline
          />
        ))}
        <div>
          <Button type="submit">{t('safer.submit')}</Button>
        </div>
      </form>
      {submitted && (
        // Focus moves here when it appears; aria-live also tells a change made while it is shown.
        <section
          ref={resultRef}
          tabIndex={-1}
          className="self-assessment__result"
          aria-label={t('safer.resultTitle')}
          aria-live="polite"
        >
          {left > 0 ? (
            <p>{t('safer.unanswered', { left: String(left) })}</p>
          ) : (
            <>
              <h3 className="protection-section__subtitle">{t('safer.resultTitle')}</h3>
              <p>{t('safer.score', { score: String(score) })}</p>
              <p className={`self-assessment__band self-assessment__band--${band}`}>
                <strong>{t(`safer.bands.${band}.title`)}</strong>
              </p>
              <p>{t(`safer.bands.${band}.advice`)}</p>
              <p className="self-assessment__disclaimer">{t('safer.disclaimer')}</p>
              <Button variant="secondary" size="sm" onClick={restart}>
                {t('safer.restart')}
              </Button>
            </>
          )}
        </section>
      )}
    </section>
  );
}

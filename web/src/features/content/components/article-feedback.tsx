import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';

type Verdict = 'yes' | 'no';

/**
 * "Was this helpful?" (spec 01 section 2): yes or no, then a comment box. It makes no call: the
 * spec's widget only clears when sent, and we thank the reader.
 */
export function ArticleFeedback() {
  const { t } = useTranslation('content');
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [comment, setComment] = useState('');
  const [thanked, setThanked] = useState(false);
  const commentId = useId();
  const questionId = useId();

  const choose = (value: Verdict) => {
    setVerdict(value);
    setThanked(false);
  };
  const send = (event: FormEvent) => {
    event.preventDefault();
    setVerdict(null);
    setComment('');
    setThanked(true);
  };

  return (
    <section className="article-feedback" aria-labelledby={questionId}>
      <p id={questionId} className="article-feedback__question">
        {t('feedback.question')}
      </p>
      <div className="article-feedback__choices">
        {(['yes', 'no'] as const).map((value) => (
          <Button
            key={value}
            variant={verdict === value ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={verdict === value}
            onClick={() => choose(value)}
          >
            {t(`feedback.${value}`)}
          </Button>
        ))}
      </div>
      {verdict && (
        <form className="article-feedback__form" onSubmit={send}>
          <label htmlFor={commentId}>
            {t(verdict === 'yes' ? 'feedback.commentYes' : 'feedback.commentNo')}
          </label>
          <textarea
            id={commentId}
            className="article-feedback__comment"
            rows={3}
            maxLength={1000}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
          <Button type="submit" size="sm">
            {t('feedback.send')}
          </Button>
        </form>
      )}
      <p className="article-feedback__thanks" aria-live="polite">
        {thanked ? t('feedback.thanks') : ''}
      </p>
    </section>
  );
}

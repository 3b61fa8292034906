import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RadioGroup } from '../../../shared/ui/form-field';
import { HELP_SELECTOR_TOPICS, type HelpSelectorTopic } from '../help-topics';

/** The help-topic selector (spec 01 section 2): pick a subject, get a pointer to its page. */
export function HelpTopicSelector() {
  const { t } = useTranslation('help');
  // The topics are the contact form's query types too: one list, in the shell's namespace.
  const { t: common } = useTranslation('common');
  const [topic, setTopic] = useState<HelpSelectorTopic | null>(null);
  const chosen = HELP_SELECTOR_TOPICS.find((candidate) => candidate.key === topic);
  return (
    <div className="help-selector">
      <RadioGroup
        label={t('selector.legend')}
        name="help-topic"
        inline
        value={topic}
        onChange={setTopic}
        options={HELP_SELECTOR_TOPICS.map((candidate) => ({
          value: candidate.key,
          label: common(`helpTopics.${candidate.key}`),
        }))}
      />
      <div className="help-selector__answer" aria-live="polite">
        {chosen && (
          <p>
            {t(`selector.answers.${chosen.key}`)}{' '}
            <Link to={chosen.path}>{t('selector.open', { page: common(`helpTopics.${chosen.key}`) })}</Link>
          </p>
        )}
      </div>
    </div>
  );
}

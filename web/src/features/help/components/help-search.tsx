import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { filterHelpTopics } from '../help-topics';

/** The help search box: filters the help pages by title and keywords as you type. */
export function HelpSearch() {
  const { t } = useTranslation('help');
  const { t: tCommon } = useTranslation();
  const [query, setQuery] = useState('');
  const inputId = useId();
  const statusId = useId();
  const results = useMemo(
    () =>
      filterHelpTopics(query, (topic) =>
        [tCommon(`routes.${topic.key}`), topic.key === 'help' ? '' : t(`keywords.${topic.key}`)].join(' '),
      ),
    [query, t, tCommon],
  );
  const searching = query.trim() !== '';
  return (
    <search className="help-search">
      <label className="visually-hidden" htmlFor={inputId}>
        {t('search.label')}
      </label>
      <input
        id={inputId}
        type="search"
        className="help-search__input field__input"
        placeholder={t('search.placeholder')}
        value={query}
        aria-describedby={searching ? statusId : undefined}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p id={statusId} className="help-search__status" aria-live="polite">
        {searching
          ? results.length
            ? t('search.results', { count: results.length })
            : t('search.none')
          : ''}
      </p>
      {searching && results.length > 0 && (
        <ul className="help-search__results" aria-label={t('search.listLabel')}>
          {results.map((topic) => (
            <li key={topic.key}>
              <Link to={topic.path}>{tCommon(`routes.${topic.key}`)}</Link>
            </li>
          ))}
        </ul>
      )}
    </search>
  );
}

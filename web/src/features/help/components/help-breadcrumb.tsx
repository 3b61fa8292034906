import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { HELP_TOPIC_PARENT, type HelpTopicKey, type HelpTopicLink } from '../help-topics';

/** Home › Help centre › info page › this page; Home goes to /branchIndex (spec 01 section 2). */
export function HelpBreadcrumb({ topic }: { topic: HelpTopicKey }) {
  const { t } = useTranslation('help');
  const { t: tCommon } = useTranslation();
  const trail: HelpTopicLink[] = [];
  for (let parent = HELP_TOPIC_PARENT[topic]; parent; parent = HELP_TOPIC_PARENT[parent.key])
    trail.unshift(parent);
  if (topic !== 'help' && trail[0]?.key !== 'help') trail.unshift({ key: 'help', path: paths.help });
  return (
    <nav className="help-breadcrumb" aria-label={t('breadcrumb.label')}>
      <ol>
        <li>
          <Link to={paths.branchIndex}>{t('breadcrumb.home')}</Link>
        </li>
        {trail.map((crumb) => (
          <li key={crumb.key}>
            <Link to={crumb.path}>{tCommon(`routes.${crumb.key}`)}</Link>
          </li>
        ))}
        <li>
          <span aria-current="page">{tCommon(`routes.${topic}`)}</span>
        </li>
      </ol>
    </nav>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { env } from '../../../shared/config/env';
import { paths } from '../../../shared/config/paths';
import { PageIntro } from '../../../shared/ui/page-intro';
import { HELP_TOPIC_TREE, type HelpTopicKey } from '../help-topics';

/** One help page: its title, its purpose and links to the pages under it. */
export function HelpTopicPage({ topic }: { topic: HelpTopicKey }) {
  const { t } = useTranslation();
  const children = HELP_TOPIC_TREE[topic] ?? [];
  return (
    <PageIntro title={t(`routes.${topic}`)} description={t(`pages.${topic}`, { siteName: env.siteName })}>
      <nav className="help-nav" aria-label={t(`routes.${topic}`)}>
        <ul className="link-list">
          {topic !== 'help' && (
            <li>
              <Link to={paths.branchIndex}>{t('routes.help')}</Link>
            </li>
          )}
          {children.map((child) => (
            <li key={child.key}>
              <Link to={child.path}>{t(`routes.${child.key}`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </PageIntro>
  );
}

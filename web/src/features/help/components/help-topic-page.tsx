import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { env } from '../../../shared/config/env';
import { PageIntro } from '../../../shared/ui/page-intro';
import '../help.css';
import { HELP_TOPIC_TREE, type HelpTopicKey } from '../help-topics';
import { HelpBreadcrumb } from './help-breadcrumb';
import { HelpSearch } from './help-search';
import { HelpTopicSelector } from './help-topic-selector';

interface HelpTopicPageProps {
  topic: HelpTopicKey;
  /** The page's article; the app passes the content feature's viewer in (features stay apart). */
  article: ReactNode;
}

/** One help page: breadcrumb, title, its article and links to the pages under it. */
export function HelpTopicPage({ topic, article }: HelpTopicPageProps) {
  const { t } = useTranslation();
  const { t: tHelp } = useTranslation('help');
  const children = HELP_TOPIC_TREE[topic] ?? [];
  return (
    <div className="help-page">
      <HelpBreadcrumb topic={topic} />
      <PageIntro title={t(`routes.${topic}`)} description={t(`pages.${topic}`, { siteName: env.siteName })}>
        {topic === 'help' && (
          <>
            <HelpSearch />
            <HelpTopicSelector />
          </>
        )}
        {children.length > 0 && (
          <nav
            className="help-nav"
            aria-label={topic === 'help' ? tHelp('sections.browse') : tHelp('sections.inThisSection')}
          >
            <ul className="tile-grid help-nav__list">
              {children.map((child) => (
                <li key={child.key}>
                  <Link className="help-nav__link" to={child.path}>
                    {t(`routes.${child.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="help-page__article">{article}</div>
      </PageIntro>
    </div>
  );
}

/** A route's page component for one help topic, with its article drawn by `renderArticle`. */
export function createHelpPage(topic: HelpTopicKey, renderArticle: () => ReactNode): ComponentType {
  function HelpPage() {
    return <HelpTopicPage topic={topic} article={renderArticle()} />;
  }
  HelpPage.displayName = `HelpPage(${topic})`;
  return HelpPage;
}

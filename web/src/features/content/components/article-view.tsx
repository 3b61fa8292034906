import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyIndicator } from '../../../shared/ui/busy-indicator';
import { Button } from '../../../shared/ui/button';
import { useArticle } from '../api/get-article';
import '../content.css';
import { ArticleFeedback } from './article-feedback';
import { ArticleHtml } from './article-html';

interface ArticleViewProps {
  articleId: number;
  /** The yes/no widget under the text; legal pop-ups leave it out. */
  withFeedback?: boolean;
  onNavigate?: () => void;
}

/** An article that did not load, with a retry. */
export function ArticleFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('content');
  return (
    <div className="article article--failed">
      <p role="alert">{t('article.failed')}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('article.retry')}
      </Button>
    </div>
  );
}

/** An article with its own colours and padding (spec 01 section 3), loaded by id. */
export function ArticleView({ articleId, withFeedback = true, onNavigate }: ArticleViewProps) {
  const { t } = useTranslation('content');
  const article = useArticle(articleId);
  if (article.isPending) return <BusyIndicator label={t('article.loading')} />;
  if (article.isError) return <ArticleFailed onRetry={() => void article.refetch()} />;
  const { backgroundColor, fontColor, padding, content } = article.data;
  const style: CSSProperties = {
    backgroundColor: backgroundColor ?? undefined,
    color: fontColor ?? undefined,
    padding: padding ?? undefined,
  };
  return (
    <div className="article-view">
      <article className="article" style={style} data-article-id={articleId}>
        <ArticleHtml html={content} onNavigate={onNavigate} />
      </article>
      {withFeedback && <ArticleFeedback />}
    </div>
  );
}

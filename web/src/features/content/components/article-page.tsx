import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageIntro } from '../../../shared/ui/page-intro';
import { ArticleView } from './article-view';

/** `/article?id=N`: one article by id (banners and in-article links point here). */
export function ArticlePage() {
  const { t } = useTranslation();
  const { t: tContent } = useTranslation('content');
  const [searchParams] = useSearchParams();
  const articleId = Number(searchParams.get('id'));
  const valid = Number.isInteger(articleId) && articleId > 0;
  return (
    <PageIntro title={t('routes.article')} description={t('pages.article')}>
      {valid ? (
        <ArticleView key={articleId} articleId={articleId} />
      ) : (
        <p role="alert" className="article__missing">
          {tContent('article.missingId')}
        </p>
      )}
    </PageIntro>
  );
}

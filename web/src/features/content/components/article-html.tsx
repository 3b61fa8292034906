import { type KeyboardEvent, type MouseEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { INTERNAL_LINK_ATTRIBUTE, sanitizeArticleHtml } from '../sanitize-article-html';

interface ArticleHtmlProps {
  html: string;
  className?: string;
  /** Called before an image link navigates (a pop-up closes itself). */
  onNavigate?: () => void;
}

function internalTargetOf(event: MouseEvent | KeyboardEvent): string | null {
  if (!(event.target instanceof Element)) return null;
  return event.target.closest(`[${INTERNAL_LINK_ATTRIBUTE}]`)?.getAttribute(INTERNAL_LINK_ATTRIBUTE) ?? null;
}

/**
 * Sanitised article HTML. Images with a data-href act as in-app links: the sanitiser gives them
 * role=link and a tab stop, and clicks and Enter here go through the router.
 */
export function ArticleHtml({ html, className = '', onNavigate }: ArticleHtmlProps) {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const safeHtml = useMemo(() => sanitizeArticleHtml(html, t('article.imageLink')), [html, t]);
  const follow = (target: string | null, event: MouseEvent | KeyboardEvent) => {
    if (!target) return;
    event.preventDefault();
    onNavigate?.();
    void navigate(target);
  };
  return (
    // The handlers serve the image links inside, which are focusable and have role=link.
    // biome-ignore lint/a11y/noStaticElementInteractions: delegation for links inside sanitised HTML
    <div
      className={`article__html ${className}`}
      onClick={(event) => follow(internalTargetOf(event), event)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') follow(internalTargetOf(event), event);
      }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
      dangerouslySetInnerHTML={{ __html: safeHtml }}
    />
  );
}

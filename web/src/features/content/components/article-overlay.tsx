import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLayout } from '../../../shared/hooks/use-layout';
import { Modal } from '../../../shared/ui/modal';
import '../content.css';
import { helpLinkProps } from '../help-link-props';
import { ArticleView } from './article-view';

interface ArticleOverlayProps {
  title: string;
  articleId: number;
  onClose: () => void;
  /** Shown above the article (the banking logos). */
  before?: ReactNode;
}

/** A legal or info pop-up: one article in the app's modal, with a way on to the help centre. */
export function ArticleOverlay({ title, articleId, onClose, before }: ArticleOverlayProps) {
  const { t } = useTranslation('content');
  const layout = useLayout();
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      size="lg"
      mobileFullScreen
      footer={
        <Link className="content-overlay__help-link" {...helpLinkProps(layout)} onClick={onClose}>
          {t('overlay.moreHelp')}
        </Link>
      }
    >
      {before}
      <ArticleView articleId={articleId} onNavigate={onClose} />
    </Modal>
  );
}

import { articleIds } from '@casino/contracts/content/article-ids';
import { CLIP_KEYS, clipCaption } from '@casino/contracts/content/crypto-guide-clips';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { BusyIndicator } from '../../../shared/ui/busy-indicator';
import { Icon } from '../../../shared/ui/icon';
import { useArticle } from '../api/get-article';
import '../content.css';
import { splitCryptoGuide } from '../crypto-guide-sections';
import { ArticleHtml } from './article-html';
import { ArticleFailed } from './article-view';
import { CryptoClip } from './crypto-clip';

interface CryptoGuideProps {
  /** Called before a link inside navigates (the pop-up closes). */
  onNavigate?: () => void;
}

/** The crypto guide (spec 01 section 2): intro, six disclosure sections, a promotions link. */
export function CryptoGuide({ onNavigate }: CryptoGuideProps) {
  const { t, i18n } = useTranslation('content');
  const article = useArticle(articleIds.cryptoGuide);
  const [openSections, setOpenSections] = useState<ReadonlySet<number>>(new Set());
  const baseId = useId();
  const parts = useMemo(
    () => (article.data ? splitCryptoGuide(article.data.content, t('article.imageLink')) : null),
    [article.data, t],
  );

  if (article.isPending) return <BusyIndicator label={t('article.loading')} />;
  if (article.isError || !parts) return <ArticleFailed onRetry={() => void article.refetch()} />;

  const toggle = (index: number) =>
    setOpenSections((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  const { backgroundColor, fontColor, padding } = article.data;

  return (
    <div
      className="crypto-guide article"
      style={{
        backgroundColor: backgroundColor ?? undefined,
        color: fontColor ?? undefined,
        padding: padding ?? undefined,
      }}
    >
      <ArticleHtml html={parts.introHtml} onNavigate={onNavigate} />
      <p className="crypto-guide__media-note">{t('cryptoGuide.mediaNote')}</p>
      <div className="crypto-guide__sections">
        {parts.sections.map((section, index) => {
          const open = openSections.has(index);
          const panelId = `${baseId}-panel-${index}`;
          const clip = CLIP_KEYS[index] ?? 'tips';
          return (
            <section key={section.title} className="crypto-guide__section">
              <h3 className="crypto-guide__heading">
                <button
                  type="button"
                  className="crypto-guide__toggle"
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => toggle(index)}
                >
                  <span>{section.title}</span>
                  <Icon name={open ? 'minus' : 'plus'} className="crypto-guide__chevron" />
                </button>
              </h3>
              <div id={panelId} className="crypto-guide__panel" hidden={!open}>
                <CryptoClip clip={clip} caption={clipCaption(clip, i18n.resolvedLanguage ?? i18n.language)} />
                <ArticleHtml html={section.html} onNavigate={onNavigate} />
              </div>
            </section>
          );
        })}
      </div>
      <p className="crypto-guide__promotions">
        <Link to={paths.home} onClick={onNavigate} className="button button--primary button--md">
          {t('cryptoGuide.promotions')}
        </Link>
      </p>
    </div>
  );
}

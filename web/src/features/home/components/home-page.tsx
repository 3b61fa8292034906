import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useLayout } from '../../../shared/hooks/use-layout';
import { BannerCarousel } from './banner-carousel';
import '../home.css';

interface HomePageProps {
  /** The games lobby under the carousel; the route table puts the games feature's in here. */
  lobby?: ReactNode;
}

/** A quiet strip under the banners: the way to deposit limits (player protection). */
function LimitsPrompt() {
  const { t } = useTranslation();
  return (
    <aside className="home-limits" aria-label={t('limitsPrompt.title')}>
      <p className="home-limits__text">
        <strong>{t('limitsPrompt.title')}</strong> {t('limitsPrompt.text')}
      </p>
      <Link className="home-limits__link" to={paths.responsibleGaming}>
        {t('limitsPrompt.link')}
      </Link>
    </aside>
  );
}

/** Home: the banner carousel, a link to deposit limits, then the lobby (win ticker, game sections, big wins). */
export function HomePage({ lobby }: HomePageProps) {
  const { t } = useTranslation();
  const layout = useLayout();
  return (
    <div className={`home home--${layout}`}>
      <h1 className="visually-hidden">{t('routes.home')}</h1>
      {/* The page's one-sentence summary, as every page has; the lobby itself shows it. */}
      <p className="visually-hidden">{t('pages.home')}</p>
      <BannerCarousel layout={layout} />
      <LimitsPrompt />
      {lobby}
    </div>
  );
}

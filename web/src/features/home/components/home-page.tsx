import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLayout } from '../../../shared/hooks/use-layout';
import { BannerCarousel } from './banner-carousel';
import '../home.css';

interface HomePageProps {
  /** The games lobby under the carousel; the route table puts the games feature's in here. */
  lobby?: ReactNode;
}

/** Home: the banner carousel, then the lobby (win ticker, game sections, big wins). */
export function HomePage({ lobby }: HomePageProps) {
  const { t } = useTranslation();
  const layout = useLayout();
  return (
    <div className={`home home--${layout}`}>
      <h1 className="visually-hidden">{t('routes.home')}</h1>
      {/* The page's one-sentence summary, as every page has; the lobby itself shows it. */}
      <p className="visually-hidden">{t('pages.home')}</p>
      <BannerCarousel layout={layout} />
      {lobby}
    </div>
  );
}

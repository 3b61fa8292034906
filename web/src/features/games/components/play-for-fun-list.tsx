import { useTranslation } from 'react-i18next';
import { Icon } from '../../../shared/ui/icon';
import { useGameListPage } from '../api/get-game-list-page';
import { SCROLL_THRESHOLD } from '../lib/game-lists';
import { EndlessGameGrid } from './endless-game-grid';

const FUN_GAMES = { list: 'fun', search: '', vendor: '' } as const;

/** The play-for-fun list at the end of home, loading on within 500 px of the bottom. */
export function PlayForFunList() {
  const { t } = useTranslation('games');
  const games = useGameListPage(FUN_GAMES);
  return (
    <section className="game-section" aria-labelledby="home-fun-title">
      <header className="game-section__header">
        <h2 id="home-fun-title" className="game-section__title">
          <span className="game-section__icon" aria-hidden="true">
            <Icon name="diamond" />
          </span>
          {t('sections.playForFun')}
        </h2>
      </header>
      <EndlessGameGrid
        label={t('sections.playForFun')}
        games={games}
        mode="fun"
        threshold={SCROLL_THRESHOLD.topAndHome}
        emptyState={<p className="game-section__empty">{t('sections.comingSoon')}</p>}
      />
    </section>
  );
}

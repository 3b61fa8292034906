import { useTranslation } from 'react-i18next';
import { Icon } from '../../../shared/ui/icon';
import { InfiniteList } from '../../../shared/ui/infinite-list';
import { useGameListPage } from '../api/get-game-list-page';
import { usePlayGame } from '../hooks/use-play-game';
import { SCROLL_THRESHOLD } from '../lib/game-lists';
import { GAME_ROW_ESTIMATE, GameCover } from './game-cover';

const FUN_GAMES = { list: 'fun', search: '', vendor: '' } as const;

/** The play-for-fun list at the end of home, loading on within 500 px of the bottom. */
export function PlayForFunList() {
  const { t } = useTranslation('games');
  const games = useGameListPage(FUN_GAMES);
  const play = usePlayGame('fun');
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
      <InfiniteList
        className="game-list"
        label={t('sections.playForFun')}
        items={games.items}
        total={games.totalElements}
        estimateRowHeight={GAME_ROW_ESTIMATE}
        getKey={(game) => game.id}
        renderItem={(game) => <GameCover game={game} onPlay={() => void play(game)} />}
        hasMore={games.hasMore}
        isLoading={games.isLoading}
        onLoadMore={games.loadMore}
        threshold={SCROLL_THRESHOLD.topAndHome}
        emptyState={<p className="game-section__empty">{t('sections.comingSoon')}</p>}
        noMoreText={t('lobby.noMore')}
      />
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { InfiniteList } from '../../../shared/ui/infinite-list';
import { useSessionUser } from '../../session/api/get-session-user';
import { useGameListPage } from '../api/get-game-list-page';
import { useGameOverview } from '../api/get-game-overview';
import { usePlayGame } from '../hooks/use-play-game';
import { SCROLL_THRESHOLD } from '../lib/game-lists';
import { BigWinPanels } from './big-win-panels';
import { GameCover } from './game-cover';
import { GameLobbySections } from './game-lobby-sections';
import { WinTicker } from './win-ticker';
import '../games.css';
import { Icon } from '../../../shared/ui/icon';

const FUN_GAMES = { list: 'fun', search: '', vendor: '' } as const;

/** The play-for-fun list at the end of home, loading on within 500 px of the bottom. */
function PlayForFunList() {
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

/**
 * The games part of home: win ticker, the sections, the big-win panels and the fun list. What
 * comes under the sections waits for them: drawn earlier, it would be pushed down (a layout
 * shift) when the sections replace their skeleton, and the fun list's call would compete with
 * the banner for the network.
 */
export function GamesHomeLobby() {
  const { data: user } = useSessionUser();
  const sectionsSettled = !useGameOverview(user?.id ?? null).isPending;
  return (
    <div className="games-home">
      <WinTicker />
      <GameLobbySections />
      {sectionsSettled && (
        <>
          <BigWinPanels />
          <PlayForFunList />
        </>
      )}
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorState, hasNothingToShow } from '../../../shared/ui/error-state';
import { InfiniteList } from '../../../shared/ui/infinite-list';
import { useGameListPage } from '../api/get-game-list-page';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { usePlayGame } from '../hooks/use-play-game';
import { isLobbyList, type LobbyList, SCROLL_THRESHOLD } from '../lib/game-lists';
import { CategoryMenu } from './category-menu';
import { GAME_ROW_ESTIMATE, GameCover } from './game-cover';
import { LobbyFilters } from './lobby-filters';
import '../games.css';

function GameList({ list, search, vendor }: { list: LobbyList; search: string; vendor: string }) {
  const { t } = useTranslation('games');
  const games = useGameListPage({ list, search, vendor });
  const play = usePlayGame(list === 'fun' ? 'fun' : 'auto');
  if (hasNothingToShow(games.query))
    return (
      <ErrorState
        error={games.query.error}
        title={t('lobby.loadFailed')}
        retrying={games.query.isFetching}
        onRetry={() => void games.query.refetch()}
      />
    );
  return (
    <>
      <p className="lobby__count" aria-live="polite">
        {games.query.isSuccess ? t('lobby.results', { count: games.totalElements }) : ''}
      </p>
      <InfiniteList
        className="game-list"
        label={t(`categories.${list}`)}
        items={games.items}
        total={games.totalElements}
        estimateRowHeight={GAME_ROW_ESTIMATE}
        getKey={(game) => game.id}
        renderItem={(game) => <GameCover game={game} onPlay={() => void play(game)} />}
        hasMore={games.hasMore}
        isLoading={games.isLoading}
        onLoadMore={games.loadMore}
        // Spec 01 section 9: 500 px for the top list, 1150 px for the category lists.
        threshold={list === 'top' ? SCROLL_THRESHOLD.topAndHome : SCROLL_THRESHOLD.category}
        emptyState={<p className="lobby__empty">{t('lobby.noGames')}</p>}
        noMoreText={t('lobby.noMore')}
      />
    </>
  );
}

/** The category browser (`/games/:category`): the menu on the left, the chosen list on the right. */
export function CategoryBrowserPage() {
  const { t } = useTranslation('games');
  const { category } = useParams();
  const list: LobbyList = isLobbyList(category) ? category : 'all';
  const [search, setSearch] = useState('');
  const [vendor, setVendor] = useState('');
  const debouncedSearch = useDebouncedValue(search);

  return (
    <div className="lobby">
      <CategoryMenu current={list} />
      <div className="lobby__content">
        <h1 className="lobby__title">{t(`categories.${list}`)}</h1>
        <LobbyFilters search={search} onSearchChange={setSearch} vendor={vendor} onVendorChange={setVendor} />
        <GameList list={list} search={debouncedSearch} vendor={vendor} />
      </div>
    </div>
  );
}

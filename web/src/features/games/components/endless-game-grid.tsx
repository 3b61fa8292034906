import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, hasNothingToShow } from '../../../shared/ui/error-state';
import { InfiniteList } from '../../../shared/ui/infinite-list';
import type { useGameListPage } from '../api/get-game-list-page';
import { type PlayMode, usePlayGame } from '../hooks/use-play-game';
import { GAME_ROW_ESTIMATE, GameCover } from './game-cover';

interface EndlessGameGridProps {
  label: string;
  games: ReturnType<typeof useGameListPage>;
  /** 'fun' opens each game in free play; 'auto' as the game allows. */
  mode: PlayMode;
  /** How near the end (px) the next page is asked for (spec 01 section 9). */
  threshold: number;
  emptyState: ReactNode;
}

/**
 * An endless grid of game covers (home's fun list, the category browser): a failed first load
 * shows the translated message and Retry instead of the empty text; a failed later page keeps
 * the covers already drawn (the list's own failure state).
 */
export function EndlessGameGrid({ label, games, mode, threshold, emptyState }: EndlessGameGridProps) {
  const { t } = useTranslation('games');
  const play = usePlayGame(mode);
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
    <InfiniteList
      className="game-list"
      label={label}
      list={games}
      total={games.totalElements}
      estimateRowHeight={GAME_ROW_ESTIMATE}
      getKey={(game) => game.id}
      renderItem={(game) => <GameCover game={game} onPlay={() => void play(game)} />}
      threshold={threshold}
      emptyState={emptyState}
      noMoreText={t('lobby.noMore')}
    />
  );
}
